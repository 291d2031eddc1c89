import { Avatar, Dropdown, Space, Typography, type MenuProps } from 'antd'
import { UserOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router'
import { useAuth } from '../shared/auth/AuthProvider'
import { useMe } from '../shared/api/use-me'
import type { Profile } from '../shared/auth/session-store'
import * as paths from '../shared/routing/paths'

export function RightMenu({ profile }: { profile: Profile }) {
  const navigate = useNavigate()
  const { logout } = useAuth()
  const me = useMe()
  const items: MenuProps['items'] = [
    // An entry's key is the path it opens.
    { key: paths.user, label: 'My Profile' },
    { key: paths.fileUploads, label: 'File Uploads' },
    ...(me.data?.isAdmin ? [{ key: paths.adminWorkbench, label: 'Admin Workbench' }] : []),
    { type: 'divider' as const },
    { key: 'logout', label: 'Logout' },
  ]
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void logout()
    else navigate(key)
  }
  return (
    // The menu opens inside the sticky header, not at the end of the page: a page that scrolls while it
    // is open (the list below still loading, the browser bringing an entry into view) moved a menu in the
    // page away from its trigger until it was realigned, and a click in between landed on the header.
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" getPopupContainer={(trigger) => trigger.parentElement ?? document.body}>
      <button type="button" style={{ background: 'none', border: 0, cursor: 'pointer', padding: 0 }}>
        <Space size={10}>
          <Avatar src={profile.picture} icon={<UserOutlined />} alt="" aria-hidden />
          <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2, textAlign: 'left' }}>
            <Typography.Text style={{ color: 'rgba(255,255,255,0.65)', fontSize: 11 }}>Logged in as</Typography.Text>
            <Typography.Text style={{ color: '#fff' }}>{profile.name}</Typography.Text>
          </span>
        </Space>
      </button>
    </Dropdown>
  )
}
