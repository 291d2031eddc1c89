import { useState, type KeyboardEvent } from 'react'
import { Modal, Tag, Typography } from 'antd'
import { useNavigate } from 'react-router'
import { JUMP_KIND_LABELS, jumpToMessages, type JumpKind, type JumpTarget } from '@mc/domain/common/jump-to'
import { SEARCH_TEXT_MAX } from '@mc/domain/common/search'
import { useJumpTargets } from './use-jump-targets'
import styles from './JumpToDialog.module.css'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

/** Where a result leads. */
const PAGE_OF = {
  customer: paths.customer,
  campaign: paths.campaign,
  mission: paths.mission,
  organization: paths.organization,
  store: paths.organizationPlace,
} as const satisfies Record<JumpKind, string>

/**
 * The jump-to box (Ctrl/Cmd+K): type part of a customer, campaign, mission or organization name,
 * an identity or a store number; Up and Down choose, Enter goes. Each result says what it is and
 * what tells it apart (a mission's customer · campaign, a store's address); nothing is cut off.
 */
export function JumpToDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate()
  const [typed, setTyped] = useState('')
  const [active, setActive] = useState(0)
  const { text, settled, results, failed } = useJumpTargets(typed)
  const chosen = Math.min(active, Math.max(results.length - 1, 0))

  const go = (target: JumpTarget | undefined) => {
    if (!target) return
    onClose()
    setTyped('')
    navigate(pathTo(PAGE_OF[target.kind], target.identity))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((chosen + step + results.length) % Math.max(results.length, 1))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      go(results[chosen])
    }
  }
  const status = text === '' ? jumpToMessages.hint : failed ? jumpToMessages.failed : settled && results.length === 0 ? jumpToMessages.nothing(text) : null

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={jumpToMessages.title} width={640} destroyOnHidden>
      <input
        className={styles.input}
        autoFocus
        type="search"
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls="jump-to-results"
        aria-activedescendant={results.length > 0 ? `jump-to-${chosen}` : undefined}
        aria-label={jumpToMessages.placeholder}
        placeholder={jumpToMessages.placeholder}
        maxLength={SEARCH_TEXT_MAX}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
      />
      {status && (
        <Typography.Paragraph type="secondary" className={styles.status} role="status">
          {status}
        </Typography.Paragraph>
      )}
      <ul id="jump-to-results" role="listbox" aria-label="Results" className={styles.results}>
        {results.map((target, index) => (
          <li
            key={`${target.kind}-${target.identity}`}
            id={`jump-to-${index}`}
            role="option"
            aria-selected={index === chosen}
            className={index === chosen ? `${styles.result} ${styles.active}` : styles.result}
            onMouseEnter={() => setActive(index)}
            onClick={() => go(target)}
          >
            <Tag className={styles.kind}>{JUMP_KIND_LABELS[target.kind]}</Tag>
            <span className={styles.text}>
              <Typography.Text strong>{target.title}</Typography.Text>
              <Typography.Text type="secondary" className={styles.context}>
                {[target.context, target.identity].filter(Boolean).join(' · ')}
              </Typography.Text>
            </span>
          </li>
        ))}
      </ul>
    </Modal>
  )
}
