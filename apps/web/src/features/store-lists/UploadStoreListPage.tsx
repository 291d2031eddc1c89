import { Alert, Button, Card, Col, Row, Statistic, Steps } from 'antd'
import { useParams } from 'react-router'
import { ADD_STORES, ADDING_STORES, UPLOAD_STEPS } from '@mc/domain/store-lists/store-list.messages'
import { PageTitle } from '../../shared/components/PageTitle'
import { LoadError } from '../../shared/components/LoadError'
import { notify } from '../../shared/feedback/notify'
import { useOpenResult } from '../../shared/components/PageTitle'
import { useStoreListCampaign } from './api/use-upload-campaign'
import { useCreateStoreList } from './api/create-store-list'
import { MissionCards } from './components/MissionCards'
import { UploadDropzone } from './components/UploadDropzone'
import { ValidationPanel } from './components/ValidationPanel'
import { UploadPreview } from './components/UploadPreview'
import { TemplateLink } from './components/TemplateLink'
import { useStoreListFile, type UploadStage } from './use-store-list-file'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

const STEP_OF_STAGE: Record<UploadStage, number> = { idle: 0, reading: 0, read: 1, validated: 2, failed: 0 }

export function UploadStoreListPage() {
  const { identity = '' } = useParams()
  const openResult = useOpenResult()
  const campaign = useStoreListCampaign(identity)
  const file = useStoreListFile(identity)
  const create = useCreateStoreList()
  const checked = file.checked
  const canSubmit = file.stage === 'validated' && !!checked && checked.errors.length === 0 && !create.isPending

  const submit = () => {
    if (!checked || !file.fileName) return
    create.mutate(
      { name: file.fileName, campaignIdentity: identity, rowsJson: checked.rowsJson },
      {
        onSuccess: (created) => openResult(pathTo(paths.storeList, created.identity)),
        onError: (error) => notify.error('Failed to create Store List', error),
      },
    )
  }

  const c = campaign.data
  return (
    <>
      <PageTitle
        title="Upload Store List"
        crumbs={[
          { label: 'All Customers', to: paths.customers },
          { label: c ? `Customer: ${c.customer.name}` : 'Customer', to: c ? pathTo(paths.customer, c.customer.identity) : undefined },
          { label: c ? `Campaign: ${c.name}` : 'Campaign', to: pathTo(paths.campaign, identity) },
          { label: 'Store Lists', to: pathTo(paths.campaignStoreLists, identity) },
          { label: 'Upload' },
        ]}
        actions={<TemplateLink />}
      />
      {campaign.isError && <LoadError title="Failed to load" error={campaign.error} onRetry={() => void campaign.refetch()} />}
      <Card style={{ marginBottom: 16 }}>
        <Steps
          current={STEP_OF_STAGE[file.stage]}
          status={file.stage === 'failed' ? 'error' : file.stage === 'validated' && checked?.errors.length ? 'error' : 'process'}
          items={UPLOAD_STEPS.map((title) => ({ title }))}
          style={{ marginBottom: 24 }}
        />
        <UploadDropzone disabled={file.stage === 'reading' || create.isPending} fileName={file.fileName} onFile={(f) => void file.load(f)} />
        {file.stage === 'reading' && <Alert type="info" showIcon title="Reading the file…" style={{ marginTop: 16 }} />}
        {file.failure && <Alert type="error" showIcon title={file.failure} style={{ marginTop: 16 }} />}
      </Card>
      {checked && file.shownErrors && (
        <Card style={{ marginBottom: 16 }}>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={6}>
              <Statistic title="Store Rows" value={checked.validation.storeRowCount} />
            </Col>
            <Col span={6}>
              <Statistic title="Missions" value={checked.validation.missionCount} />
            </Col>
            <Col span={12} style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}>
              <Button type="primary" size="large" disabled={!canSubmit} loading={create.isPending} onClick={submit}>
                {create.isPending ? ADDING_STORES : ADD_STORES}
              </Button>
            </Col>
          </Row>
          <ValidationPanel errors={file.shownErrors} warnings={checked.validation.shownWarnings} />
          {file.preview && <UploadPreview preview={file.preview} />}
          <MissionCards
            missions={checked.validation.missions}
            found={checked.found}
            invalidIds={checked.missionCheck.invalidMissionIds}
            otherCampaignIds={checked.missionCheck.otherCampaignMissionIds}
          />
        </Card>
      )}
    </>
  )
}
