import { countOf } from '@mc/domain'
import { Alert, Typography } from 'antd'
import type { ShownMessages } from '@mc/domain/store-lists/store-list-file'

/** The messages scroll; 'N more errors not shown...' stays below them, in sight without scrolling. */
function MessageList({ messages, testId }: { messages: ShownMessages; testId: string }) {
  return (
    <>
      <ul data-testid={testId} style={{ margin: 0, paddingLeft: 18, maxHeight: 260, overflowY: 'auto' }}>
        {messages.shown.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
      {messages.moreLine && (
        <Typography.Paragraph strong style={{ margin: '8px 0 0' }} data-testid={`${testId}-more`}>
          {messages.moreLine}
        </Typography.Paragraph>
      )}
    </>
  )
}

/** 001 §2: at most 100 errors and 100 warnings, then 'N more errors not shown...'. */
export function ValidationPanel({ errors, warnings }: { errors: ShownMessages; warnings: ShownMessages }) {
  const errorCount = errors.shown.length + errors.hiddenCount
  const warningCount = warnings.shown.length + warnings.hiddenCount
  if (errorCount === 0 && warningCount === 0) {
    return <Alert type="success" showIcon title="The file has no errors or warnings: it can be added." style={{ marginBottom: 16 }} />
  }
  return (
    <>
      {errorCount > 0 && (
        <Alert
          type="error"
          showIcon
          title={countOf(errorCount, 'error')}
          description={<MessageList messages={errors} testId="upload-errors" />}
          style={{ marginBottom: 12 }}
        />
      )}
      {warningCount > 0 && (
        <Alert
          type="warning"
          showIcon
          title={countOf(warningCount, 'warning')}
          description={<MessageList messages={warnings} testId="upload-warnings" />}
          style={{ marginBottom: 16 }}
        />
      )}
    </>
  )
}
