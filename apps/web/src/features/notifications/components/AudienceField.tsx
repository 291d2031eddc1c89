import { Button, Checkbox, Flex, Typography, Upload } from 'antd'
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons'
import { parseBeeIdsCsv } from '@mc/domain/staff/bee-csv'
import { notificationMessages } from '@mc/domain/staff/notification.messages'
import { countOf } from '@mc/domain/common/counts'

/** The audience: All Bees, or the bees of a .csv file (choosing a file unticks All Bees and the reverse). */
export interface Audience {
  allBees: boolean
  file?: { name: string; beeIds: string[]; skipped: number }
  error?: string
}

export const DEFAULT_AUDIENCE: Audience = { allBees: true }

async function readCsv(file: File): Promise<Audience> {
  try {
    const result = parseBeeIdsCsv(await file.text())
    return result.ok ? { allBees: false, file: { name: file.name, beeIds: result.beeIds, skipped: result.skipped } } : { allBees: false, error: result.error }
  } catch {
    return { allBees: false, error: notificationMessages.csvFailed }
  }
}

export function AudienceField({ value, onChange }: { value: Audience; onChange: (next: Audience) => void }) {
  return (
    <Flex vertical gap={8}>
      <Checkbox checked={value.allBees} onChange={(event) => onChange(event.target.checked ? { allBees: true } : { allBees: false })}>
        All Bees
      </Checkbox>
      <Typography.Text type="secondary">
        Or upload a CSV of the bees to notify: one bee id (the letter b followed by 7 digits) in the first column of each line.
      </Typography.Text>
      <Flex align="center" gap={12} wrap>
        <Upload
          accept=".csv,text/csv"
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void readCsv(file).then(onChange)
            return false // read in the browser, never uploaded as a file
          }}
        >
          <Button icon={<UploadOutlined />}>Choose .csv file</Button>
        </Upload>
        {value.file && (
          <Typography.Text>
            <PaperClipOutlined /> {value.file.name}: {countOf(value.file.beeIds.length, 'bee id')}
            {value.file.skipped > 0 && (
              <Typography.Text type="secondary"> ({countOf(value.file.skipped, 'line')} without a valid bee id skipped)</Typography.Text>
            )}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  )
}
