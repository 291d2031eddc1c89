import { ColorTag } from '../../../shared/components/ColorTag'
import { stateColor, type DisplayState } from '@mc/domain'

/** The mission's display state as a coloured tag (colours from the domain, one per state). */
export function DisplayStateTag({ state }: { state: string }) {
  return (
    <ColorTag color={stateColor(state as DisplayState)} style={{ fontWeight: 600, marginInlineEnd: 0 }} data-testid="display-state">
      {state}
    </ColorTag>
  )
}
