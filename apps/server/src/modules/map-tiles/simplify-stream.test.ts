import { describe, expect, it } from 'vitest'
import type { GeoStream } from 'd3-geo'
import { douglasPeucker, simplifyStream } from './simplify-stream'

/** Records what reaches the stream after the simplifier, one array of points per line or ring. */
function recorder() {
  const lines: [number, number][][] = []
  const events: string[] = []
  const stream: GeoStream = {
    point: (x, y) => lines.at(-1)!.push([x, y]),
    lineStart: () => lines.push([]),
    lineEnd: () => undefined,
    polygonStart: () => events.push('polygonStart'),
    polygonEnd: () => events.push('polygonEnd'),
    sphere: () => undefined,
  }
  return { lines, events, stream }
}

function send(stream: GeoStream, points: [number, number][]) {
  stream.lineStart()
  for (const [x, y] of points) stream.point(x, y)
  stream.lineEnd()
}

describe('simplifyStream', () => {
  it('drops points closer than the tolerance to the line through their neighbours, and keeps every wider bend', () => {
    const { lines, stream } = recorder()
    // A straight run with sub-pixel wobble, then a corner of 10 px.
    send(simplifyStream(0.5, stream), [
      [0, 0],
      [1, 0.2],
      [2, -0.1],
      [3, 0.3],
      [4, 0],
      [4, 10],
    ])
    expect(lines).toEqual([
      [
        [0, 0],
        [4, 0],
        [4, 10],
      ],
    ])
  })

  it('keeps a line that has only its two ends', () => {
    const { lines, stream } = recorder()
    send(simplifyStream(0.5, stream), [
      [0, 0],
      [0.1, 0.1],
    ])
    expect(lines).toEqual([
      [
        [0, 0],
        [0.1, 0.1],
      ],
    ])
  })

  it('drops a ring smaller than the tolerance inside a polygon, keeps the polygon and its larger rings', () => {
    const { lines, events, stream } = recorder()
    const simplified = simplifyStream(0.5, stream)
    simplified.polygonStart!()
    send(simplified, [
      [0, 0],
      [20, 0],
      [20, 20],
      [0, 20],
      [0, 0],
    ])
    // An island a fifth of a pixel across.
    send(simplified, [
      [5, 5],
      [5.2, 5],
      [5.2, 5.2],
      [5, 5],
    ])
    simplified.polygonEnd!()
    expect(events).toEqual(['polygonStart', 'polygonEnd'])
    expect(lines).toEqual([
      [
        [0, 0],
        [20, 0],
        [20, 20],
        [0, 20],
        [0, 0],
      ],
    ])
  })
})

describe('douglasPeucker', () => {
  it('keeps the first and last point of a closed ring and the far corner', () => {
    expect(douglasPeucker([0, 10, 10, 0], [0, 0, 10, 0], 0.25)).toEqual([0, 1, 2, 3])
  })

  it('handles a long line without recursion', () => {
    const n = 200_000
    const xs = Array.from({ length: n }, (_, i) => i)
    const ys = Array.from({ length: n }, (_, i) => (i % 2) * 0.1)
    expect(douglasPeucker(xs, ys, 0.25)).toEqual([0, n - 1])
  })
})
