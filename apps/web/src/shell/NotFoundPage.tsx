import { Button, Result } from 'antd'
import { Link } from 'react-router'
import { ResultTitle } from '../shared/components/ResultTitle'
import * as paths from '../shared/routing/paths'

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<ResultTitle>Page not found</ResultTitle>}
      subTitle={
        <>
          <div>The page you were looking for doesn&apos;t exist.</div>
          <div>You may have mistyped the address or the page may have moved.</div>
        </>
      }
      extra={
        <Link to={paths.home}>
          <Button type="primary">Back Home</Button>
        </Link>
      }
    />
  )
}
