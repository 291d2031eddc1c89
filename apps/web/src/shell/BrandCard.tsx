import type { ReactNode } from 'react'
import { Card, theme, Typography } from 'antd'
import styles from './CenteredPage.module.css'

/** The centred card with the logo and product name that sign-in and the refusal screens share. */
export function BrandCard({ children }: { children: ReactNode }) {
  const { token } = theme.useToken()
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
