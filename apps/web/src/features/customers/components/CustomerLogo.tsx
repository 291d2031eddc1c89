import { Avatar } from 'antd'
import { customerInitials } from '@mc/domain/customers/customer-list.rules'

/** The customer's logo, or its initials on a tinted square when it has none. */
export function CustomerLogo({ name, logoUrl, size = 64 }: { name: string; logoUrl: string | null; size?: number }) {
  if (logoUrl) {
    return <Avatar shape="square" size={size} src={logoUrl} alt={`${name} logo`} style={{ background: '#fff', border: '1px solid #f0f0f0', padding: 4 }} />
  }
  return (
    <Avatar shape="square" size={size} style={{ background: '#e6f4ff', color: '#003eb3', fontWeight: 600, fontSize: size / 2.6 }} aria-label={`${name} logo`}>
      {customerInitials(name)}
    </Avatar>
  )
}
