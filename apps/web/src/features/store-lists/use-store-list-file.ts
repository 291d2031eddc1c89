import { useCallback, useState } from 'react'
import { limitMessages, storeListFileTypeError, type StoreListValidation } from '@mc/domain/store-lists/store-list-file'
import { checkUploadMissions, type FoundMission, type MissionCheck } from '@mc/domain/store-lists/store-list-missions'
import { findUploadMissions } from './api/check-upload-missions'
import { parseStoreListInWorker } from './parse/parse-in-worker'
import { previewStoreList, type StoreListPreview } from './api/preview-store-list'

export type UploadStage = 'idle' | 'reading' | 'read' | 'validated' | 'failed'

export interface CheckedFile {
  validation: StoreListValidation
  rowsJson: string
  found: FoundMission[]
  missionCheck: MissionCheck
  /** Sheet and mission errors together, as the panel shows them. */
  errors: string[]
}

/** Read file → Processed file: the worker parses and validates, then the server checks the mission ids. */
export function useStoreListFile(campaignIdentity: string) {
  const [stage, setStage] = useState<UploadStage>('idle')
  const [fileName, setFileName] = useState<string | null>(null)
  const [checked, setChecked] = useState<CheckedFile | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  // What Add Stores would do: loaded after the checks, for a file without errors; warnings only.
  const [preview, setPreview] = useState<{ result?: StoreListPreview; failed?: boolean } | null>(null)

  const load = useCallback(
    async (file: File) => {
      setFileName(file.name)
      setChecked(null)
      setFailure(null)
      setPreview(null)
      const wrongType = storeListFileTypeError(file.name)
      if (wrongType) {
        setFailure(wrongType)
        setStage('failed')
        return
      }
      setStage('reading')
      try {
        const { validation, rowsJson } = await parseStoreListInWorker(file, () => setStage('read'))
        setStage('read')
        const ids = validation.missions.map((mission) => mission.wiserMissionId)
        const found = await findUploadMissions(ids)
        const missionCheck = checkUploadMissions({ missionIds: ids, found, campaignIdentity })
        const errors = [...validation.errors, ...missionCheck.errors]
        setChecked({ validation, rowsJson, found, missionCheck, errors })
        setStage('validated')
        if (errors.length === 0) {
          setPreview({})
          previewStoreList(rowsJson).then(
            (result) => setPreview({ result }),
            () => setPreview({ failed: true }),
          )
        }
      } catch (error) {
        setFailure(error instanceof Error ? error.message : 'The file could not be read.')
        setStage('failed')
      }
    },
    [campaignIdentity],
  )

  const shownErrors = checked ? limitMessages(checked.errors) : null
  return { stage, fileName, checked, failure, shownErrors, preview, load }
}
