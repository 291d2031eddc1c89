import type { CSSProperties, MouseEvent } from 'react'
import styles from './OneLineText.module.css'

/** Names it in full on hover when the line cut it short (measured then, not while drawing). */
function titleWhenCut(text: string) {
  return (event: MouseEvent<HTMLElement>) => {
    const element = event.currentTarget
    element.title = element.scrollWidth > element.clientWidth ? text : ''
  }
}

/**
 * One line of text cut with an ellipsis by CSS, its whole text shown on hover when cut. For lists of
 * cards: antd's `Typography ellipsis` measures every instance as it mounts and draws each three
 * times (its CSS support check, then its tooltip), which on the customers index was a fifth of
 * the first render (docs/decisions/first-render-costs.md).
 */
export function OneLineText({ text, strong, style }: { text: string; strong?: boolean; style?: CSSProperties }) {
  return (
    <span className={strong ? `${styles.text} ${styles.strong}` : styles.text} style={style} onMouseEnter={titleWhenCut(text)}>
      {text}
    </span>
  )
}
