import { Avatar } from 'antd'
import { customerInitials } from '@mc/domain/customers/customer-list.rules'
import styles from './CustomerLogo.module.css'

/**
 * The customer's logo, or its initials on a tinted square when it has none. The initials are a
 * plain square, not antd's Avatar: an Avatar with text measures it as it mounts and draws again to
 * scale it, once per card of the index before its first paint; two letters always fit.
 */
export function CustomerLogo({ name, logoUrl, size = 64 }: { name: string; logoUrl: string | null; size?: number }) {
  if (logoUrl) {
    return <Avatar shape="square" size={size} src={logoUrl} alt={`${name} logo`} style={{ background: '#fff', border: '1px solid #f0f0f0', padding: 4 }} />
  }
  return (
    <span className={styles.initials} style={{ width: size, height: size, fontSize: size / 2.6 }} role="img" aria-label={`${name} logo`}>
      {customerInitials(name)}
    </span>
  )
}
