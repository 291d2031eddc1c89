import { Suspense, useEffect, useState } from 'react'
import { SearchOutlined } from '@ant-design/icons'
import { lazyNamed } from '../../shared/routing/lazy-route'
import styles from './ConsoleShortcuts.module.css'

// Loaded at the first Ctrl/Cmd+K or ?, not with every screen (bundle-budget.test.ts).
const JumpToDialog = lazyNamed(() => import('./JumpToDialog'), 'JumpToDialog')
const ShortcutsDialog = lazyNamed(() => import('./ShortcutsDialog'), 'ShortcutsDialog')

/** A key typed into a field is the field's: '/' and '?' act only outside one. */
const typingIn = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/**
 * The console's keyboard shortcuts and the header's "Jump to" button: Ctrl/Cmd+K opens the
 * jump-to box, ? lists the shortcuts, / moves the focus to the page's search box.
 */
export function ConsoleShortcuts() {
  const [open, setOpen] = useState<'jump' | 'help' | null>(null)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        setOpen('jump')
      } else if (!event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target)) {
        if (event.key === '?') {
          event.preventDefault()
          setOpen('help')
        } else if (event.key === '/') {
          const search = document.querySelector<HTMLInputElement>('main input[type=search]')
          if (search) {
            event.preventDefault()
            search.focus()
          }
        }
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
  const close = () => setOpen(null)
  return (
    <>
      <button type="button" className={styles.jump} onClick={() => setOpen('jump')} aria-keyshortcuts={IS_MAC ? 'Meta+K' : 'Control+K'}>
        <SearchOutlined aria-hidden />
        <span>Jump to…</span>
        <kbd className={styles.keys}>{IS_MAC ? '⌘ K' : 'Ctrl K'}</kbd>
      </button>
      <Suspense fallback={null}>
        {open === 'jump' && <JumpToDialog open onClose={close} />}
        {open === 'help' && <ShortcutsDialog open onClose={close} />}
      </Suspense>
    </>
  )
}
