import { Button, Result } from 'antd'
import { Link } from 'react-router'

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle={
        <>
          <div>The page you were looking for doesn&apos;t exist.</div>
          <div>You may have mistyped the address or the page may have moved.</div>
        </>
      }
      extra={
        <Link to="/">
          <Button type="primary">Back Home</Button>
        </Link>
      }
    />
  )
}
