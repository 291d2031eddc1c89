import { Alert, Descriptions, Flex } from 'antd'
import { countOf, formatCount, INVALID_ORG_PLACE_IDENTITIES, NON_INTEGER_VALUES, type RepriceScan } from '@mc/domain'

export interface CheckedScan {
  scan: RepriceScan
  known: Set<string>
}

/** What the scan found: rows, the two error counts of the spec, and the file's errors and warnings. */
export function RepriceSummary({ checked }: { checked: CheckedScan }) {
  const { scan, known } = checked
  const invalidIdentities = scan.invalidIdentityCount + scan.unknownIdentityCount(known)
  const ok = scan.canReprice(known)
  return (
    <Flex vertical gap={12}>
      {scan.errors.map((error) => (
        <Alert key={error} type="error" showIcon title={error} />
      ))}
      {scan.errors.length === 0 && (
        <Descriptions size="small" bordered column={1} aria-label="Reprice summary">
          <Descriptions.Item label="Rows">{formatCount(scan.lineCount)}</Descriptions.Item>
          <Descriptions.Item label={NON_INTEGER_VALUES}>{formatCount(scan.nonIntegerCount)}</Descriptions.Item>
          <Descriptions.Item label={INVALID_ORG_PLACE_IDENTITIES}>{formatCount(invalidIdentities)}</Descriptions.Item>
        </Descriptions>
      )}
      {scan.warnings.map((warning) => (
        <Alert key={warning} type="warning" showIcon title={warning} />
      ))}
      {ok && <Alert type="success" showIcon title={`${countOf(scan.rows.length, 'pin')} ${scan.rows.length === 1 ? 'is' : 'are'} ready to be repriced.`} />}
    </Flex>
  )
}
