import { InboxOutlined } from '@ant-design/icons'
import { Upload, Typography } from 'antd'

/** Drag-and-drop of one .xls or .xlsx; the file is read in the browser, never uploaded as is. */
export function UploadDropzone({ disabled, fileName, onFile }: { disabled: boolean; fileName: string | null; onFile: (file: File) => void }) {
  return (
    <Upload.Dragger
      accept=".xls,.xlsx"
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
      <Typography.Text type="secondary">The first sheet is read: row 1 holds the column names, stores start on row 2.</Typography.Text>
    </Upload.Dragger>
  )
}
