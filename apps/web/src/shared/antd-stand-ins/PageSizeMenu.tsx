// The page-size changer of every pagination (tables, lists), in place of antd's Select
// (vite.config.ts: antdStandIns serves it to antd's Pagination). antd draws "10 / page" with its full
// Select (virtual list, search, tags: about 22 KiB gzip on every paged screen); a menu of the few
// sizes needs only the Dropdown and Button the shell already has.
import { Button, Dropdown } from 'antd'
import { DownOutlined } from '@ant-design/icons'

interface PageSizeOption {
  label: React.ReactNode
  value: number | string
}

/** The props antd's Pagination gives its size changer (see antd/es/pagination/Pagination.js). */
export interface PageSizeMenuProps {
  value?: number | string | undefined
  options?: PageSizeOption[]
  onChange?: (value: number | string, option: PageSizeOption) => void
  disabled?: boolean
  size?: 'small' | 'middle' | 'large' | undefined
  className?: string
}

export default function PageSizeMenu({ value, options = [], onChange, disabled, size, className }: PageSizeMenuProps) {
  const current = options.find((option) => String(option.value) === String(value))
  return (
    <Dropdown
      disabled={!!disabled}
      trigger={['click']}
      menu={{
        items: options.map((option) => ({ key: String(option.value), label: option.label })),
        selectable: true,
        selectedKeys: current ? [String(current.value)] : [],
        onClick: ({ key }) => {
          const chosen = options.find((option) => String(option.value) === key)
          if (chosen) onChange?.(chosen.value, chosen)
        },
      }}
    >
      <Button size={size} className={className} disabled={!!disabled} icon={<DownOutlined />} iconPlacement="end">
        {current?.label ?? value}
      </Button>
    </Dropdown>
  )
}
