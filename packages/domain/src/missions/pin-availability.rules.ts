import { formatEpochSeconds } from '../common/dates'

export const PIN_CAPPED = 'Capped'
export const PIN_CURRENTLY_UNAVAILABLE = 'Currently Unavailable'
export const PIN_AVAILABLE_NOW = 'Available Now'
export const PIN_NOT_AVAILABLE = 'Not Available'
export type PinAvailabilityLabel = typeof PIN_CAPPED | typeof PIN_CURRENTLY_UNAVAILABLE | typeof PIN_AVAILABLE_NOW | typeof PIN_NOT_AVAILABLE

export interface PinAvailabilityInput {
  isCapped: boolean
  isRunning: boolean
  /** Epoch seconds when a capped pin opens again. */
  availableAt?: number | null
  capProgress?: { started?: number | null } | null
}

/** Map marker colours: green free, orange capped, blue taken by a bee, grey paused. */
export const PIN_AVAILABILITY_COLORS: Record<PinAvailabilityLabel, string> = {
  [PIN_AVAILABLE_NOW]: '#52c41a',
  [PIN_CAPPED]: '#fa8c16',
  [PIN_CURRENTLY_UNAVAILABLE]: '#1677ff',
  [PIN_NOT_AVAILABLE]: '#8c8c8c',
}
export const PIN_AVAILABILITY_LABELS: readonly PinAvailabilityLabel[] = [PIN_AVAILABLE_NOW, PIN_CAPPED, PIN_CURRENTLY_UNAVAILABLE, PIN_NOT_AVAILABLE]

export const availableAgainText = (availableAt: number): string => `Available again on ${formatEpochSeconds(availableAt)}`

/**
 * The Pins tab label. Order: capped first (nothing else matters until the cap
 * lifts, and the tooltip says when), then started (a bee is on it right now,
 * so it is taken even though it runs), then running, else not available
 * (paused).
 */
export function pinAvailability(pin: PinAvailabilityInput): { label: PinAvailabilityLabel; tooltip?: string } {
  if (pin.isCapped) {
    return pin.availableAt != null && Number.isFinite(pin.availableAt)
      ? { label: PIN_CAPPED, tooltip: availableAgainText(pin.availableAt) }
      : { label: PIN_CAPPED }
  }
  if ((pin.capProgress?.started ?? 0) > 0) return { label: PIN_CURRENTLY_UNAVAILABLE }
  if (pin.isRunning) return { label: PIN_AVAILABLE_NOW }
  return { label: PIN_NOT_AVAILABLE }
}

/** The Pin Paused column. */
export const pinPausedLabel = (pin: { isRunning: boolean }): 'Yes' | 'No' => (pin.isRunning ? 'No' : 'Yes')

/** Test pins cannot be selected for bulk Pause / Resume / Delete. */
export const isPinSelectable = (pin: { isTestPin?: boolean | null }): boolean => pin.isTestPin !== true
