import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Flex, Form, type FormRule } from 'antd'
import { Input } from '../../../shared/forms/inputs'
import { BRIEF_LABELS, type BriefField } from '@mc/domain'

interface Props {
  field: BriefField
  entryRules: FormRule[]
  listRules?: { validator: (rule: unknown, value: unknown[] | undefined) => Promise<void> }[]
  required?: boolean
}

/** One repeatable brief list: an input per entry, Add and remove buttons, the list's own message below. */
export function BriefListField({ field, entryRules, listRules, required }: Props) {
  return (
    <Form.List name={field} rules={listRules}>
      {(entries, { add, remove }, { errors }) => (
        <Form.Item label={BRIEF_LABELS[field]} required={required}>
          <Flex vertical gap={0}>
            {entries.map((entry) => (
              <Flex key={entry.key} gap={8} align="start">
                <Form.Item name={entry.name} rules={entryRules} validateTrigger="onBlur" style={{ flex: 1, marginBottom: 8 }}>
                  <Input aria-label={`${BRIEF_LABELS[field]} ${entry.name + 1}`} />
                </Form.Item>
                <Button icon={<DeleteOutlined />} aria-label="Remove" onClick={() => remove(entry.name)} />
              </Flex>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} style={{ width: 160 }}>
              Add
            </Button>
            <Form.ErrorList errors={errors} />
          </Flex>
        </Form.Item>
      )}
    </Form.List>
  )
}
