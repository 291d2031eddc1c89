import fc from 'fast-check'
import { encodePng } from './png'
import { controlCharacterText, hostileAny, hostileString, mutationsArb, textHasControl, toJsonText, type Mutation, applyMutations } from './hostile-values'
import { seededRandom } from '../../db/seed/random'
import { Picker, type Pools } from './pools'
import type { RestSampleBuilder } from './rest-samples'

/** One request to a REST write route, ready for `app.inject`. */
export interface RestFuzzInput {
  mode: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
  /** Whether any text sent holds a character the canonicaliser refuses (such a request must never succeed). */
  hasControlCharacters: boolean
}

/** Percent-encodes every byte but the unreserved ones; lone surrogates go as UTF-8 of U+FFFD. */
function encodeSegment(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('')
}

/** A path parameter as sent: encoded, or raw (broken escapes, encoded slashes, overlong NUL). */
type ParamValue = { raw: string } | string
const rawParam: fc.Arbitrary<ParamValue> = fc.constantFrom('%', '%zz', '%C0%80', '%00', '%2F', '..', '%2e%2e', 'a%2Fb', '%E0%A4%A').map((raw) => ({ raw }))

function fillUrl(url: string, params: Record<string, ParamValue>): string {
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name] ?? 'ABCDEFGHJKLM'
    return typeof value === 'string' ? encodeSegment(value) : value.raw
  })
}

/** The query as the text pairs it is sent as (anything but text goes as its JSON). */
function queryPairs(query: Record<string, unknown>): [string, string][] {
  return Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item): [string, string] => [key, typeof item === 'string' ? item : (JSON.stringify(item) ?? '')]),
  )
}

function queryString(pairs: [string, string][]): string {
  return pairs.length ? `?${pairs.map(([key, value]) => `${encodeSegment(key)}=${encodeSegment(value)}`).join('&')}` : ''
}

const MALFORMED_BODIES = [
  '{"name": ',
  '[1,2,3]',
  '',
  'null',
  '"text"',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  '{"a": NaN}',
  '{"a": 1e400}',
  '\ufeff{}',
]

// ---------- multipart ----------

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW'
/** A real (tiny) image for the multipart routes that take one. */
const PNG = encodePng(8, 8, () => [200, 200, 200])

interface Part {
  name: string
  filename?: string
  contentType?: string
  data: Buffer | string
}

function multipartBody(parts: Part[], boundary = BOUNDARY, closing = true): Buffer {
  const chunks: Buffer[] = []
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`
    if (part.filename !== undefined) head += `; filename="${part.filename}"`
    head += '\r\n'
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'))
  }
  if (closing) chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

const logoPart = (data: Buffer | string = PNG, filename = 'logo.png'): Part => ({ name: 'logo', filename, contentType: 'image/png', data })

const multipartArb: fc.Arbitrary<{ mode: string; headers: Record<string, string>; payload: Buffer | string; hasControl: boolean }> = fc.oneof(
  fc.constant({
    mode: 'multipart valid',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody([logoPart()]),
    hasControl: false,
  }),
  fc.constant({ mode: 'multipart no boundary', headers: { 'content-type': 'multipart/form-data' }, payload: multipartBody([logoPart()]), hasControl: false }),
  fc.nat().map((cut) => {
    const body = multipartBody([logoPart()])
    return {
      mode: 'multipart truncated',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: body.subarray(0, cut % body.length),
      hasControl: false,
    }
  }),
  fc.constant({
    mode: 'multipart unclosed',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody([logoPart()], BOUNDARY, false),
    hasControl: false,
  }),
  fc.constant({
    mode: 'multipart wrong boundary',
    headers: { 'content-type': 'multipart/form-data; boundary=other' },
    payload: multipartBody([logoPart()]),
    hasControl: false,
  }),
  fc.constant({ mode: 'multipart empty', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: '', hasControl: false }),
  fc.constant({
    mode: 'multipart garbage',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: 'not a form at all',
    hasControl: false,
  }),
  fc
    .constantFrom(
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary="unterminated',
      'multipart/mixed; boundary=x',
      `multipart/form-data; boundary=${'b'.repeat(200)}`,
    )
    .map((type) => ({
      mode: 'multipart bad header',
      headers: { 'content-type': type },
      payload: multipartBody([logoPart()]),
      hasControl: false,
    })),
  fc.constant({
    mode: 'multipart not an image',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody([logoPart('plain text', 'logo.txt')]),
    hasControl: false,
  }),
  fc.constant({
    mode: 'multipart empty file',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody([logoPart('')]),
    hasControl: false,
  }),
  fc.constant({
    mode: 'multipart two files',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody([logoPart(), logoPart()]),
    hasControl: false,
  }),
  fc.constant({
    mode: 'multipart fields only',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody(Array.from({ length: 8 }, (_, i) => ({ name: `f${i}`, data: 'v' }))),
    hasControl: false,
  }),
  fc.constant({
    mode: 'multipart too large',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody([logoPart(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]))]),
    hasControl: false,
  }),
  fc.tuple(hostileString, hostileString).map(([name, filename]) => ({
    mode: 'multipart hostile names',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody([{ name: name.slice(0, 200), filename: filename.slice(0, 200), contentType: 'image/png', data: PNG }]),
    hasControl: false,
  })),
  fc.constant({ mode: 'multipart as JSON', headers: { 'content-type': 'application/json' }, payload: '{"logo": "AAAA"}', hasControl: false }),
)

/** Inputs for one REST write route: its sample, mutated leaf by leaf, plus random and broken bodies. */
export function restInputArb(method: string, url: string, sample: RestSampleBuilder, pools: Pools): fc.Arbitrary<RestFuzzInput> {
  const build = (seed: number) => sample(new Picker(pools, seededRandom(seed)))
  const request = (
    mode: string,
    params: Record<string, ParamValue>,
    query: Record<string, unknown>,
    body: unknown,
    extra: { headers?: Record<string, string>; payload?: string | Buffer } = {},
  ): RestFuzzInput => {
    const sendsJson = body !== undefined && extra.payload === undefined
    const payload = extra.payload ?? (sendsJson ? toJsonText(body) : undefined)
    const pairs = queryPairs(query)
    return {
      mode,
      url: `${fillUrl(url, params)}${queryString(pairs)}`,
      headers: { ...(sendsJson ? { 'content-type': 'application/json' } : {}), ...(extra.headers ?? {}) },
      ...(payload !== undefined ? { payload } : {}),
      hasControlCharacters:
        textHasControl(Object.values(params).filter((value) => typeof value === 'string')) || textHasControl(pairs) || (sendsJson && textHasControl(body)),
    }
  }
  const isMultipart = !!build(0).multipart
  const bodyModes = isMultipart
    ? [
        {
          weight: 8,
          arbitrary: fc.tuple(fc.integer(), multipartArb).map(([seed, form]) => {
            const sample = build(seed)
            return { ...request(form.mode, sample.params ?? {}, sample.query ?? {}, undefined, { headers: form.headers, payload: form.payload }) }
          }),
        },
      ]
    : [
        {
          weight: 1,
          arbitrary: fc.integer().map((seed) => {
            const s = build(seed)
            return request('sample', s.params ?? {}, s.query ?? {}, s.body)
          }),
        },
        {
          weight: 6,
          arbitrary: fc.tuple(fc.integer(), mutationsArb()).map(([seed, mutations]: [number, Mutation[]]) => {
            const s = build(seed)
            return request('body mutated', s.params ?? {}, s.query ?? {}, applyMutations(s.body ?? {}, mutations))
          }),
        },
        {
          weight: 1,
          arbitrary: fc.tuple(fc.integer(), fc.jsonValue({ maxDepth: 4 })).map(([seed, body]) => {
            const s = build(seed)
            return request('random JSON body', s.params ?? {}, s.query ?? {}, body)
          }),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              fc.integer(),
              fc.constantFrom(...MALFORMED_BODIES),
              fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/xml'),
            )
            .map(([seed, payload, type]) => {
              const s = build(seed)
              return request(`raw ${type} body`, s.params ?? {}, s.query ?? {}, undefined, { headers: { 'content-type': type }, payload })
            }),
        },
      ]
  const paramNames = [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!)
  const otherModes = [
    ...(paramNames.length
      ? [
          {
            weight: 2,
            arbitrary: fc
              .tuple(
                fc.integer(),
                fc.constantFrom(...paramNames),
                fc.oneof<fc.Arbitrary<ParamValue>[]>(
                  hostileString.filter((s) => s.length < 5000),
                  rawParam,
                ),
              )
              .map(([seed, name, value]) => {
                const s = build(seed)
                return request('path parameter', { ...(s.params ?? {}), [name]: value }, s.query ?? {}, s.body)
              }),
          },
        ]
      : []),
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.integer(),
          fc.oneof(fc.constant('table'), controlCharacterText, fc.constantFrom('page', 'limit', '__proto__')),
          fc.oneof(
            hostileString.filter((s) => s.length < 5000),
            fc.array(fc.constantFrom('responsibilities', 'sisense_cubes', '\u0000'), { minLength: 2, maxLength: 3 }),
            hostileAny.filter((v) => typeof v !== 'string'),
          ),
        )
        .map(([seed, key, value]) => {
          const s = build(seed)
          return request('query string', s.params ?? {}, { ...(s.query ?? {}), [key]: value }, s.body)
        }),
    },
  ]
  return fc.oneof(...bodyModes, ...otherModes)
}
