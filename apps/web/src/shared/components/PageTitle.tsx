import type { ReactNode } from 'react'
import { Breadcrumb, Flex, Typography } from 'antd'
import { Link } from 'react-router'

export interface Crumb {
  label: ReactNode
  to?: string
}

/** Page heading: optional breadcrumb, the title and the page's primary actions on the right. */
export function PageTitle({ title, crumbs, actions, subtitle }: { title: ReactNode; crumbs?: Crumb[]; actions?: ReactNode; subtitle?: ReactNode }) {
  return (
    <div style={{ marginBottom: 20 }}>
      {crumbs && (
        <Breadcrumb style={{ marginBottom: 8 }} items={crumbs.map((crumb) => ({ title: crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label }))} />
      )}
      <Flex justify="space-between" align="center" gap={16} wrap>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ margin: 0 }}>
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
