import { Alert, Button } from 'antd'
import { errorMessage } from '../feedback/notify'

/** A load failure with Retry, as the spec asks for every screen that loads data. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={errorMessage(error)}
      action={
        <Button size="small" danger onClick={onRetry}>
          Retry
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  )
}
