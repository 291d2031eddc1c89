/** One Server-Sent Events frame as the stream gave it (HTML Living Standard, "event stream interpretation"). */
export interface SseFrame {
  /** `event:`; 'message' when the frame names none. */
  event: string
  data: string
  /** `id:` when the frame carried one. */
  id?: string
}

export interface SseChunkResult {
  frames: SseFrame[]
  /** A `retry:` line's milliseconds, when the chunk held one. */
  retryMs?: number
}

/**
 * Reads an event stream in chunks as they arrive (a chunk may end mid-line or mid-frame): lines are
 * split on CRLF, LF or CR, a blank line ends a frame, a line starting with ':' is a comment (the
 * server's `: ping`), and a frame without data is dropped, as EventSource does.
 */
export class SseParser {
  private buffer = ''
  private event = ''
  private data: string[] = []
  private id: string | undefined

  push(chunk: string): SseChunkResult {
    const result: SseChunkResult = { frames: [] }
    this.buffer += chunk
    for (;;) {
      const end = this.buffer.search(/\r\n|\r|\n/)
      if (end < 0) break
      // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
      if (this.buffer[end] === '\r' && end === this.buffer.length - 1) break
      const line = this.buffer.slice(0, end)
      this.buffer = this.buffer.slice(end + (this.buffer.startsWith('\r\n', end) ? 2 : 1))
      this.line(line, result)
    }
    return result
  }

  private line(line: string, result: SseChunkResult): void {
    if (line === '') {
      if (this.data.length > 0)
        result.frames.push({ event: this.event || 'message', data: this.data.join('\n'), ...(this.id === undefined ? {} : { id: this.id }) })
      this.event = ''
      this.data = []
      this.id = undefined
      return
    }
    if (line.startsWith(':')) return
    const colon = line.indexOf(':')
    const field = colon < 0 ? line : line.slice(0, colon)
    let value = colon < 0 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'event') this.event = value
    else if (field === 'data') this.data.push(value)
    else if (field === 'id' && !value.includes('\0')) this.id = value
    else if (field === 'retry' && /^\d+$/.test(value)) result.retryMs = Number(value)
  }
}
