import { Button, Result } from 'antd'
import { Link } from 'react-router'
import { ResultTitle } from '../shared/components/ResultTitle'
import * as paths from '../shared/routing/paths'

/** Shown on every /admin route to a signed-in non-admin, in place of the admin menu and page. */
export function AdminAccessRequiredPage() {
  return (
    <Result
      status="403"
      title={<ResultTitle>Admin Workbench access required</ResultTitle>}
      subTitle="You need Admin Workbench access to open this page."
      extra={
        <Link to={paths.home}>
          <Button type="primary">Back Home</Button>
        </Link>
      }
    />
  )
}
