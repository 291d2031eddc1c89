import { useEffect, useState } from 'react'
import { Alert, Button, Spin, Typography, Upload } from 'antd'
import { InboxOutlined } from '@ant-design/icons'
import { countOf, formatCount, missionMessages, REPRICE_SERVER_ERROR, repriceSucceeded, type RepriceResult } from '@mc/domain'
import { Dialog, RouteModal, useCloseRouteModal } from '../../../shared/components/RouteModal'
import { errorMessage, notify } from '../../../shared/feedback/notify'
import type { MissionDetails } from '../api/mission-details'
import { useRepricePins, validatePins } from './api/reprice'
import { useUndoToast } from '../components/undo-toast'
import { RepriceSummary, type CheckedScan } from './RepriceSummary'

// The csv reader (papaparse) loads once the dialog is up, before a file is chosen.
const loadReader = () => import('./read-reprice-csv')

type Outcome = RepriceResult & { error?: unknown }

/**
 * /missions/:identity/reprice: choose a csv, validate it (Validating Pins), reprice (Repricing
 * Pins), then Pins Repriced Successfully (closes and refreshes the pins) or Error Repricing Pins.
 */
export function RepriceModal({ mission }: { mission: Pick<MissionDetails, 'identity' | 'name'> }) {
  const close = useCloseRouteModal()
  const reprice = useRepricePins(mission.identity)
  const undoToast = useUndoToast(mission.identity)
  const [fileName, setFileName] = useState<string>()
  const [validating, setValidating] = useState(false)
  const [checked, setChecked] = useState<CheckedScan>()
  const [fileError, setFileError] = useState<string>()
  const [outcome, setOutcome] = useState<Outcome>()
  useEffect(() => void loadReader().catch(() => undefined), [])

  const choose = async (file: File) => {
    setFileName(file.name)
    setChecked(undefined)
    setFileError(undefined)
    setValidating(true)
    try {
      const { readRepriceFile } = await loadReader()
      const scan = await readRepriceFile(file)
      const known = scan.errors.length
        ? new Set<string>()
        : await validatePins(
            mission.identity,
            scan.rows.map((row) => row.orgPlaceIdentity),
          )
      setChecked({ scan, known })
    } catch (error) {
      setFileError(error instanceof Error && error.message === 'Error processing .csv file' ? error.message : REPRICE_SERVER_ERROR)
    } finally {
      setValidating(false)
    }
  }
  const submit = async () => {
    if (!checked) return
    const result = await reprice.mutateAsync(checked.scan.rows)
    setOutcome(result)
    // The spec's result dialog says what happened; the toast beside it offers the Undo for its window.
    if (result.undoId) notify.success(missionMessages.pinsRepriced, undefined, undoToast(result.undoId))
  }
  const succeeded = outcome !== undefined && repriceSucceeded(outcome)

  return (
    <RouteModal
      title={`Reprice Pins: ${mission.name}`}
      width={640}
      dirty={!!checked && outcome === undefined}
      footer={[
        <Button key="cancel" onClick={close}>
          Cancel
        </Button>,
        <Button key="reprice" type="primary" disabled={!checked?.scan.canReprice(checked.known) || reprice.isPending} onClick={() => void submit()}>
          Reprice
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        A .csv file without a header: on each line the organization place identity (12 uppercase letters or digits) and the new price in points, separated by a
        comma.
      </Typography.Paragraph>
      <Upload.Dragger
        accept=".csv"
        multiple={false}
        showUploadList={false}
        beforeUpload={(file) => {
          void choose(file)
          return Upload.LIST_IGNORE
        }}
        aria-label="Reprice csv file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{fileName ?? 'Click or drag a .csv file here'}</p>
      </Upload.Dragger>
      <div style={{ marginTop: 16 }}>
        {fileError && <Alert type="error" showIcon title={fileError} />}
        {checked && <RepriceSummary checked={checked} />}
      </div>

      {(validating || reprice.isPending) && (
        <Dialog title={validating ? missionMessages.validatingPins : missionMessages.repricingPins} footer={null} closable={false} centered width={360}>
          <Spin style={{ display: 'block', margin: '16px auto' }} />
        </Dialog>
      )}
      {outcome && (
        <Dialog
          title={succeeded ? missionMessages.pinsRepriced : missionMessages.repriceError}
          centered
          width={420}
          closable={false}
          footer={
            <Button type="primary" autoFocus onClick={() => (succeeded ? close() : setOutcome(undefined))}>
              OK
            </Button>
          }
        >
          <Typography.Paragraph>
            {formatCount(outcome.success)} of {countOf(outcome.total, 'pin')} repriced{outcome.failure ? `, ${formatCount(outcome.failure)} failed` : ''}.
            {outcome.error !== undefined && (
              <Typography.Text type="danger" style={{ display: 'block' }}>
                {REPRICE_SERVER_ERROR} ({errorMessage(outcome.error)})
              </Typography.Text>
            )}
          </Typography.Paragraph>
        </Dialog>
      )}
    </RouteModal>
  )
}
