/** "1 group", "2 groups", "10,000 pins": a count with its noun, in the console's number format. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`
}
