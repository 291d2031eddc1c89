import { Avatar, Card, Descriptions, Typography } from 'antd'
import { UserOutlined } from '@ant-design/icons'
import { useAuth } from '../shared/auth/AuthProvider'
import { PageTitle } from '../shared/components/PageTitle'

export function ProfilePage() {
  const { session } = useAuth()
  if (!session) return null
  const { profile } = session
  return (
    <>
      <PageTitle title="My Profile" />
      <Card>
        <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
          <Avatar size={96} src={profile.picture} icon={<UserOutlined />} alt={profile.name} />
          <Descriptions column={1} bordered size="small" style={{ flex: 1, minWidth: 0 }}>
            <Descriptions.Item label="Name">{profile.name}</Descriptions.Item>
            <Descriptions.Item label="E-mail">{profile.email}</Descriptions.Item>
            <Descriptions.Item label="Username">{profile.nickname}</Descriptions.Item>
            <Descriptions.Item label="User ID">{profile.userId}</Descriptions.Item>
            <Descriptions.Item label="Session token">
              <Typography.Paragraph
                copyable={{ text: session.idToken }}
                ellipsis={{ rows: 2 }}
                style={{ marginBottom: 0, fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}
              >
                {session.idToken}
              </Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
        </div>
      </Card>
    </>
  )
}
