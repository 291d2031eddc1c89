import { formatCount } from '@mc/domain'
import { useState } from 'react'
import { InboxOutlined } from '@ant-design/icons'
import { Alert, Card, Table, Tag, Typography, Upload } from 'antd'
import { useCustomerCrumb } from '../../shared/api/use-customer-crumb'
import { PageTitle } from '../../shared/components/PageTitle'
import { notify } from '../../shared/feedback/notify'
import { useUrlState } from '../../shared/hooks/use-url-state'
import { useStoreMatch, type MatchResult } from './api/store-search'
import { readStoreFile, MAX_MATCH_ROWS } from './api/read-store-file'
import { KnownStoreLink } from './components/KnownStoreLink'
import * as paths from '../../shared/routing/paths'

const CONFIDENCE_COLOR = { HIGH: 'success', MEDIUM: 'warning', LOW: 'orange' } as const

/** /store_match/new?customer=: upload a list of stores and see which known stores match, and how surely. */
export function StoreMatchPage() {
  const [{ customer }] = useUrlState({ customer: '' })
  const match = useStoreMatch()
  const customerCrumb = useCustomerCrumb(customer)
  const [problem, setProblem] = useState<string | null>(null)

  const load = async (file: File) => {
    setProblem(null)
    try {
      const stores = await readStoreFile(file)
      match.mutate({ customer, stores }, { onError: (error) => notify.error('Failed to match stores', error) })
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The file could not be read.')
    }
  }
  const results = match.data?.results ?? []
  const matched = results.filter((r) => r.place).length

  return (
    <>
      <PageTitle title="I have a Store List" crumbs={[{ label: 'All Customers', to: paths.customers }, ...customerCrumb.crumbs, { label: 'Match Stores' }]} />
      {customerCrumb.notice}
      <Card style={{ marginBottom: 16 }}>
        <Upload.Dragger
          accept=".xls,.xlsx,.csv"
          showUploadList={false}
          beforeUpload={(file) => {
            void load(file)
            return false
          }}
          disabled={match.isPending}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">Click or drag a list of stores (.xls, .xlsx or .csv)</p>
          <Typography.Text type="secondary">
            Columns as in the Mission Deploy Template: org_name, store_number, street_address, city, state, postal_code, country. Up to{' '}
            {formatCount(MAX_MATCH_ROWS)} rows.
          </Typography.Text>
        </Upload.Dragger>
        {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 16 }} />}
      </Card>
      <Card title={match.data ? `${matched} of ${results.length} stores matched` : 'Matches'}>
        <Table<MatchResult>
          rowKey="row"
          size="middle"
          loading={match.isPending}
          dataSource={results}
          locale={{ emptyText: 'Upload a list to see which known stores match' }}
          columns={[
            { title: 'Row', dataIndex: 'row', width: 70 },
            {
              title: 'Uploaded',
              render: (_, r) =>
                [
                  r.input.organizationName,
                  r.input.storeNumber && `#${r.input.storeNumber}`,
                  r.input.streetAddress,
                  r.input.city,
                  r.input.state,
                  r.input.postalCode,
                ]
                  .filter(Boolean)
                  .join(' · '),
            },
            {
              title: 'Confidence',
              width: 130,
              render: (_, r) => (r.confidence ? <Tag color={CONFIDENCE_COLOR[r.confidence]}>{r.confidence}</Tag> : <Tag>No match</Tag>),
            },
            {
              title: 'Matched Store',
              render: (_, r) =>
                r.place ? (
                  <>
                    <KnownStoreLink store={r.place} />
                    <br />
                    <Typography.Text type="secondary">by {r.reason}</Typography.Text>
                  </>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      </Card>
    </>
  )
}
