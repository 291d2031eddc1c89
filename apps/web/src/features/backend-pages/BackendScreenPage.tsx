import { Button, Card, Result, Typography } from 'antd'
import { ExportOutlined } from '@ant-design/icons'
import { PageTitle } from '../../shared/components/PageTitle'
import { appConfig } from '../../shared/config/app-config'
import type { BackendScreenPath } from './backend-screen-paths'
import { BACKEND_SCREENS, backendUrlFor } from './backend-screens'

export function BackendScreenPage({ path }: { path: BackendScreenPath }) {
  const screen = BACKEND_SCREENS[path]
  const url = backendUrlFor(appConfig().backendUrl, screen)
  return (
    <>
      <PageTitle title={screen.title} />
      <Card>
        <Result
          status="info"
          title={`${screen.title} live on the backend`}
          subTitle={
            <>
              <div>{screen.description}</div>
              <div>
                This screen is part of the backend application at <Typography.Text code>{url}</Typography.Text>.
              </div>
            </>
          }
          extra={
            <Button type="primary" icon={<ExportOutlined />} href={url} target="_blank" rel="noreferrer">
              Open {screen.title} in the backend
            </Button>
          }
        />
      </Card>
    </>
  )
}
