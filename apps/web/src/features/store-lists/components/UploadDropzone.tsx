import { InboxOutlined } from '@ant-design/icons'
import { Upload, Typography } from 'antd'
import { STORE_LIST_FILE_EXTENSIONS } from '@mc/domain/store-lists/store-list-file'
import { UPLOAD_ROWS_HINT } from '@mc/domain/store-lists/store-list.messages'

/**
 * Drag-and-drop of one .xls or .xlsx; the file is read in the browser, never uploaded as is. Any
 * other file (the chooser's "All files", or a drop) is refused with a message by useStoreListFile.
 */
export function UploadDropzone({ disabled, fileName, onFile }: { disabled: boolean; fileName: string | null; onFile: (file: File) => void }) {
  return (
    <Upload.Dragger
      accept={STORE_LIST_FILE_EXTENSIONS.join(',')}
      multiple={false}
      showUploadList={false}
      disabled={disabled}
      beforeUpload={(file) => {
        onFile(file)
        return false
      }}
      data-testid="store-list-dropzone"
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{fileName ?? 'Click or drag a store list (.xls or .xlsx) to this area'}</p>
      <Typography.Text type="secondary">{UPLOAD_ROWS_HINT}</Typography.Text>
    </Upload.Dragger>
  )
}
