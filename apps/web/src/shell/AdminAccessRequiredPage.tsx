import { Button, Result } from 'antd'
import { Link } from 'react-router'
import { ResultTitle } from '../shared/components/ResultTitle'

/** Shown on every /admin route to a signed-in non-admin, in place of the admin menu and page. */
export function AdminAccessRequiredPage() {
  return (
    <Result
      status="403"
      title={<ResultTitle>Admin Workbench access required</ResultTitle>}
      subTitle="You need Admin Workbench access to open this page."
      extra={
        <Link to="/">
          <Button type="primary">Back Home</Button>
        </Link>
      }
    />
  )
}
