import { Button, Typography } from 'antd'
import { ACCESS_MESSAGES } from '@mc/domain'
import { useAuth } from '../shared/auth/AuthProvider'
import { BrandCard } from './BrandCard'

/** For a signed-in account the server refuses (403 on /api/me): no console shell, only a way out. */
export function NoConsoleAccessPage() {
  const { session, logout } = useAuth()
  return (
    <BrandCard>
      <Typography.Paragraph strong>{ACCESS_MESSAGES.noConsoleAccess}</Typography.Paragraph>
      {session && <Typography.Paragraph>Signed in as {session.profile.email}</Typography.Paragraph>}
      <Typography.Paragraph type="secondary">
        Ask an administrator for the Mission Control application, or log out and sign in with another account.
      </Typography.Paragraph>
      <Button type="primary" size="large" block onClick={() => void logout()}>
        Logout
      </Button>
    </BrandCard>
  )
}
