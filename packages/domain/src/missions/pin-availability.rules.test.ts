import { describe, expect, it } from 'vitest'
import { isPinSelectable, PIN_AVAILABILITY_COLORS, PIN_AVAILABILITY_LABELS, pinAvailability, pinPausedLabel } from './pin-availability.rules'

describe('pin availability label', () => {
  const availableAt = new Date(2024, 4, 3, 14, 5).getTime() / 1000
  it('capped first, with when it is available again', () => {
    expect(pinAvailability({ isCapped: true, isRunning: true, availableAt, capProgress: { started: 2 } })).toEqual({
      label: 'Capped',
      tooltip: 'Available again on May 3, 2024 2:05pm',
    })
    expect(pinAvailability({ isCapped: true, isRunning: false })).toEqual({ label: 'Capped' })
  })
  it('then started', () => {
    expect(pinAvailability({ isCapped: false, isRunning: true, capProgress: { started: 1 } })).toEqual({ label: 'Currently Unavailable' })
  })
  it('then running', () => {
    expect(pinAvailability({ isCapped: false, isRunning: true, capProgress: { started: 0 } })).toEqual({ label: 'Available Now' })
  })
  it('otherwise not available', () => {
    expect(pinAvailability({ isCapped: false, isRunning: false })).toEqual({ label: 'Not Available' })
  })
  it('Pin Paused shows Yes when not running; test pins cannot be selected', () => {
    expect(pinPausedLabel({ isRunning: false })).toBe('Yes')
    expect(pinPausedLabel({ isRunning: true })).toBe('No')
    expect(isPinSelectable({ isTestPin: true })).toBe(false)
    expect(isPinSelectable({ isTestPin: false })).toBe(true)
    expect(isPinSelectable({})).toBe(true)
  })
  it('every label has its own map colour', () => {
    const colors = PIN_AVAILABILITY_LABELS.map((label) => PIN_AVAILABILITY_COLORS[label])
    expect(new Set(colors).size).toBe(4)
  })
})
