import { Layout, Menu, type MenuProps } from 'antd'
import { Link, Outlet, useLocation } from 'react-router'
import { adminMenu } from './admin-menu'
import * as paths from '../shared/routing/paths'

export function AdminLayout() {
  const { pathname } = useLocation()
  const items: MenuProps['items'] = adminMenu.map((group) => ({
    key: group.key,
    label: group.label,
    type: 'group' as const,
    children: group.children.map((link) => ({ key: link.key, label: <Link to={link.to}>{link.label}</Link> })),
  }))
  const selected = adminMenu.flatMap((group) => group.children).filter((link) => link.to !== paths.adminDashboard && pathname.startsWith(link.to))
  return (
    // Narrow enough that every admin table fits beside it and the main menu at 1440 px.
    <Layout style={{ background: 'transparent', gap: 16 }} hasSider>
      <Layout.Sider width={224} theme="light" style={{ borderRadius: 8, overflow: 'auto', maxHeight: 'calc(100vh - 112px)', position: 'sticky', top: 88 }}>
        <Menu
          mode="inline"
          inlineIndent={16}
          items={items}
          selectedKeys={selected.map((link) => link.key)}
          aria-label="Admin menu"
          style={{ borderInlineEnd: 0 }}
        />
      </Layout.Sider>
      <Layout.Content style={{ minWidth: 0 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  )
}
