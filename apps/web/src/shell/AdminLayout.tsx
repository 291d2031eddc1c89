import { Layout, Menu, type MenuProps } from 'antd'
import { Link, Outlet, useLocation } from 'react-router'
import { adminMenu } from './menus'

export function AdminLayout() {
  const { pathname } = useLocation()
  const items: MenuProps['items'] = adminMenu.map((group) => ({
    key: group.key,
    label: group.label,
    type: 'group' as const,
    children: group.children.map((link) => ({ key: link.key, label: <Link to={link.to}>{link.label}</Link> })),
  }))
  const selected = adminMenu.flatMap((group) => group.children).filter((link) => link.to !== '/admin/dashboard' && pathname.startsWith(link.to))
  return (
    <Layout style={{ background: 'transparent', gap: 24 }} hasSider>
      <Layout.Sider width={240} theme="light" style={{ borderRadius: 8, overflow: 'auto', maxHeight: 'calc(100vh - 112px)', position: 'sticky', top: 88 }}>
        <Menu mode="inline" items={items} selectedKeys={selected.map((link) => link.key)} aria-label="Admin menu" style={{ borderInlineEnd: 0 }} />
      </Layout.Sider>
      <Layout.Content style={{ minWidth: 0 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  )
}
