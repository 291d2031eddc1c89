import { Select, Space } from 'antd'
import { SearchBox } from '../../../shared/components/SearchBox'
import { useBusinessTypes } from '../api/use-organizations'

interface Props {
  search: string
  businessType: string
  mobee: string
  onChange: (patch: { search?: string; businessType?: string; mobee?: string; page?: number }) => void
}

const MOBEE_OPTIONS = [
  { value: 'all', label: 'All companies' },
  { value: 'yes', label: 'Mobee companies' },
  { value: 'no', label: 'Not Mobee companies' },
]

/** Search and filters of the organizations list; every change goes back to page 1. */
export function OrganizationFilters({ search, businessType, mobee, onChange }: Props) {
  const businessTypes = useBusinessTypes()
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <SearchBox
        value={search}
        placeholder="Search name, display or alt name"
        aria-label="Search organizations"
        onSearch={(value) => onChange({ search: value, page: 1 })}
      />
      <Select
        allowClear
        aria-label="Business Type"
        placeholder="Business Type"
        style={{ width: 200 }}
        value={businessType || undefined}
        loading={businessTypes.isLoading}
        options={(businessTypes.data ?? []).map((type) => ({ value: type, label: type }))}
        onChange={(value?: string) => onChange({ businessType: value ?? '', page: 1 })}
      />
      <Select
        aria-label="Mobee Company"
        style={{ width: 200 }}
        value={mobee}
        options={MOBEE_OPTIONS}
        onChange={(value) => onChange({ mobee: value, page: 1 })}
      />
    </Space>
  )
}
