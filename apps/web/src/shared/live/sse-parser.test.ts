import { describe, expect, it } from 'vitest'
import { SseParser } from './sse-parser'

describe('SseParser', () => {
  it('reads frames split anywhere across chunks, with ids, event names and multi-line data', () => {
    const parser = new SseParser()
    const text = 'retry: 2000\n\nid: 7\nevent: change\ndata: {"a":\ndata: 1}\n\n: ping\n\nevent: ready\ndata: {"lastEventId":"7"}\n\n'
    const frames = []
    let retry: number | undefined
    for (let i = 0; i < text.length; i += 3) {
      const result = parser.push(text.slice(i, i + 3))
      frames.push(...result.frames)
      retry ??= result.retryMs
    }
    expect(retry).toBe(2000)
    expect(frames).toEqual([
      { event: 'change', data: '{"a":\n1}', id: '7' },
      { event: 'ready', data: '{"lastEventId":"7"}' },
    ])
  })

  it('takes CRLF and CR line ends, a CRLF split between chunks, and names a frame without event "message"', () => {
    const parser = new SseParser()
    expect(parser.push('data: one\r').frames).toEqual([])
    expect(parser.push('\n\r\ndata:two\r\r\n').frames).toEqual([
      { event: 'message', data: 'one' },
      { event: 'message', data: 'two' },
    ])
  })

  it('drops comments and frames without data, and forgets a frame’s fields once it ends', () => {
    const parser = new SseParser()
    expect(parser.push(': ping\n\nid: 3\nevent: change\n\ndata: x\n\n').frames).toEqual([{ event: 'message', data: 'x' }])
  })
})
