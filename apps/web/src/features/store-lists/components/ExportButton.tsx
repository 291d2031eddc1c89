import { useState } from 'react'
import { FileExcelOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { notify } from '../../../shared/feedback/notify'
import { downloadStoreListExport } from '../api/export-store-list'

export function ExportButton({ identity, name, size }: { identity: string; name: string; size?: 'small' | 'middle' }) {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      await downloadStoreListExport(identity, name)
    } catch (error) {
      notify.error('Failed to export Store List', error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button icon={<FileExcelOutlined />} size={size} loading={busy} onClick={() => void run()}>
      Export
    </Button>
  )
}
