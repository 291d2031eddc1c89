import { Modal } from 'antd'
import { KEYBOARD_SHORTCUTS } from '@mc/domain/common/jump-to'
import styles from './JumpToDialog.module.css'

/** The keyboard shortcuts (?), as the domain lists them. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Keyboard shortcuts" width={520}>
      <ul className={styles.results} aria-label="Keyboard shortcuts">
        {KEYBOARD_SHORTCUTS.map((shortcut) => (
          <li key={shortcut.keys} className={styles.result}>
            <kbd className={styles.kind}>{shortcut.keys}</kbd>
            <span className={styles.text}>{shortcut.action}</span>
          </li>
        ))}
      </ul>
    </Modal>
  )
}
