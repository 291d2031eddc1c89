import type { ReactNode } from 'react'

const INHERIT = { font: 'inherit', color: 'inherit', margin: 0 } as const

/** An antd Result's title as the screen's one h1, in the Result's own type (its title is a div). */
export function ResultTitle({ children }: { children: ReactNode }) {
  return <h1 style={INHERIT}>{children}</h1>
}
