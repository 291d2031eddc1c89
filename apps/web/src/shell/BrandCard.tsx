import type { ReactNode } from 'react'
import { Card, Typography } from 'antd'
import styles from './CenteredPage.module.css'

/** The centred card with the logo and product name that sign-in and the refusal screens share. */
export function BrandCard({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.logo} aria-hidden>
          ◎
        </div>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Mission Control
        </Typography.Title>
        {children}
      </Card>
    </div>
  )
}
