import { Menu, type MenuProps } from 'antd'
import { Link, useLocation } from 'react-router'
import { appConfig } from '../shared/config/app-config'
import { usePreloadOnIntent } from '../shared/routing/preload'
import { leftMenu, type MenuGroup, type MenuLink } from './menus'

/** An in-app menu link that fetches its screen's code when pointed at or focused. */
function PreloadingLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} {...usePreloadOnIntent(to)}>
      {children}
    </Link>
  )
}

function linkItem(link: MenuLink) {
  return {
    key: link.to,
    label: link.external ? (
      <a href={link.to} target="_blank" rel="noreferrer">
        {link.label}
      </a>
    ) : (
      <PreloadingLink to={link.to}>{link.label}</PreloadingLink>
    ),
  }
}

export function LeftMenu() {
  const { pathname } = useLocation()
  const entries = leftMenu(appConfig().backendUrl)
  const items: MenuProps['items'] = entries.map((entry) =>
    'children' in entry
      ? { key: entry.key, label: entry.label, type: 'group' as const, children: (entry as MenuGroup).children.map(linkItem) }
      : linkItem(entry),
  )
  const selected = entries
    .flatMap((entry) => ('children' in entry ? entry.children : [entry]))
    .filter((link) => !link.external && pathname.startsWith(link.to))
    .map((link) => link.to)
  return <Menu mode="inline" items={items} selectedKeys={selected} aria-label="Main menu" style={{ borderInlineEnd: 0 }} />
}
