import { Button, Result, Space, Typography } from 'antd'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ResultTitle } from '../shared/components/ResultTitle'
import * as paths from '../shared/routing/paths'

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ''}`
  return String(error)
}

/** The global crash screen of spec 001 §2. */
export function CrashScreen() {
  const error = useRouteError()
  return (
    <Result
      status="error"
      title={<ResultTitle>Sorry, something went wrong.</ResultTitle>}
      extra={
        <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 720 }}>
          <Space>
            <Button type="primary" onClick={() => window.location.assign(paths.home)}>
              Back Home
            </Button>
            <Button onClick={() => window.location.reload()}>Reload the Page</Button>
          </Space>
          <details style={{ textAlign: 'left' }}>
            <summary>Technical details</summary>
            <Typography.Paragraph>
              <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{describe(error)}</pre>
            </Typography.Paragraph>
          </details>
        </Space>
      }
    />
  )
}
