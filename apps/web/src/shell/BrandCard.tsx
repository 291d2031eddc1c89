import type { ReactNode } from 'react'
import { Card, Typography } from 'antd'
// antd's `theme` object brings the dark and compact algorithms too; its token hook alone is enough (SimpleList.tsx).
import { useToken } from 'antd/es/theme/internal'
import styles from './CenteredPage.module.css'

/** The centred card with the logo and product name that sign-in and the refusal screens share. */
export function BrandCard({ children }: { children: ReactNode }) {
  const [, token] = useToken()
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.logo} aria-hidden>
          ◎
        </div>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2 }}>
          Mission Control
        </Typography.Title>
        {children}
      </Card>
    </div>
  )
}
