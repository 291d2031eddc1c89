import { Suspense, useState } from 'react'
import { Button, Flex, Typography } from 'antd'
import { EditOutlined } from '@ant-design/icons'
import { isUnchanged, parseCapInput } from '@mc/domain'
import { lazyNamed } from '../../../shared/routing/lazy-route'

// The text box shows only while a cap is edited: antd's Input loads then (or when the edit button
// is pointed at or focused), not with the Groups tab.
const loadInputs = () => import('../../../shared/forms/inputs')
const Input = lazyNamed(loadInputs, 'Input')
const preloadInput = () => void loadInputs().catch(() => undefined)

interface InlineCapEditorProps {
  value: number | null
  /** Names the input and its edit button for screen readers and tests. */
  label: string
  editable: boolean
  /** Sends the update; rejects when it failed (the caller has shown the toast). */
  onSave: (value: number) => Promise<unknown>
}

/**
 * A cap shown as text, edited in place (000 §5): non-digits are stripped, the rest must be a
 * number above zero, and an unchanged value sends no update. Enter or leaving the field saves,
 * Escape cancels.
 */
export function InlineCapEditor({ value, label, editable, onSave }: InlineCapEditorProps) {
  const [text, setText] = useState<string | null>(null)
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)

  const stop = () => {
    setText(null)
    setError(undefined)
  }
  const submit = async () => {
    if (text === null || saving) return
    if (isUnchanged(text, value)) return stop()
    const parsed = parseCapInput(text)
    if (!parsed.ok) return setError(parsed.error)
    setSaving(true)
    try {
      await onSave(parsed.value)
      stop()
    } catch {
      // The toast has said why; the field stays open for another try.
    } finally {
      setSaving(false)
    }
  }

  if (text === null) {
    return (
      <Flex align="center" gap={4}>
        <span>{value ?? '—'}</span>
        {editable && (
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${label}`}
            onMouseEnter={preloadInput}
            onFocus={preloadInput}
            onClick={() => setText(value == null ? '' : String(value))}
          />
        )}
      </Flex>
    )
  }
  return (
    <div style={{ maxWidth: 140 }}>
      <Suspense fallback={<span>{text}</span>}>
        <Input
          size="small"
          autoFocus
          aria-label={label}
          value={text}
          disabled={saving}
          status={error ? 'error' : undefined}
          onChange={(event) => {
            setText(event.target.value)
            setError(undefined)
          }}
          onPressEnter={() => void submit()}
          onBlur={() => void submit()}
          onKeyDown={(event) => event.key === 'Escape' && stop()}
        />
      </Suspense>
      {error && (
        <Typography.Text type="danger" style={{ fontSize: 12, display: 'block', lineHeight: 1.3, marginTop: 2 }}>
          {error}
        </Typography.Text>
      )}
    </div>
  )
}
