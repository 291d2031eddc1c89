import type { ReactNode } from 'react'
import { Breadcrumb, Flex, Typography } from 'antd'
// antd's `theme` object brings the dark and compact algorithms too; its token hook alone is enough (SimpleList.tsx).
import { useToken } from 'antd/es/theme/internal'
import { Link } from 'react-router'
import { useResultFocus } from '../routing/open-result'

export interface Crumb {
  label: ReactNode
  to?: string
}

/**
 * Page heading: optional breadcrumb, the title and the page's primary actions on the right. The title
 * is the screen's one h1 (a screen reader's first landmark), at the size of antd's level 2. It can take
 * the focus (tabIndex -1, not a Tab stop) and does when an action opened the page (`useOpenResult`).
 */
export function PageTitle({ title, crumbs, actions, subtitle }: { title: ReactNode; crumbs?: Crumb[]; actions?: ReactNode; subtitle?: ReactNode }) {
  const [, token] = useToken()
  const titleRef = useResultFocus<HTMLHeadingElement>()
  return (
    <div style={{ marginBottom: 20 }}>
      {crumbs && (
        <Breadcrumb style={{ marginBottom: 8 }} items={crumbs.map((crumb) => ({ title: crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label }))} />
      )}
      <Flex justify="space-between" align="center" gap={16} wrap>
        <div style={{ minWidth: 0 }}>
          <Typography.Title
            ref={titleRef}
            tabIndex={-1}
            level={1}
            style={{ margin: 0, fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2 }}
          >
            {title}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </div>
        {actions && (
          <Flex gap={8} wrap>
            {actions}
          </Flex>
        )}
      </Flex>
    </div>
  )
}
