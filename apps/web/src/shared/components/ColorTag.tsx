import type { CSSProperties, ReactNode } from 'react'
import { Tag } from 'antd'
import { readableTextColor } from '../color/readable-text'

/** The darkest tint antd draws behind a coloured tag's text; measured against it with room to spare (5:1). */
const TINT_FLOOR = '#ececec'

/**
 * A tag in a given colour (a mission state's, from the domain): the colour tints the tag and its
 * border, and the text is the same hue darkened to WCAG AA contrast.
 */
export function ColorTag({ color, style, children, ...rest }: { color: string; style?: CSSProperties; children: ReactNode; 'data-testid'?: string }) {
  return (
    <Tag color={color} style={{ ...style, color: readableTextColor(color, TINT_FLOOR, 5) }} {...rest}>
      {children}
    </Tag>
  )
}
