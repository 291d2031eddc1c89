/** WCAG 2 relative luminance of an sRGB colour given as #rrggbb. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const toHex = (channels: number[]) => `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

/**
 * The same hue, darkened just enough to read as text on `background` at WCAG AA (4.5:1). A tag
 * keeps its colour as tint and border (the spec's state colours) while its text stays legible.
 */
export function readableTextColor(hex: string, background = '#ffffff', minimum = 4.5): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16))
  for (let factor = 1; factor > 0; factor -= 0.02) {
    const candidate = toHex(channels.map((c) => c * factor))
    if (contrastRatio(candidate, background) >= minimum) return candidate
  }
  return '#000000'
}
