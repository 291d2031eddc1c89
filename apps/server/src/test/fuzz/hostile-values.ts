import fc from 'fast-check'

/** A JSON token written as is (`1e400`, `-0`): what JSON.stringify cannot produce. */
export class RawJson {
  constructor(readonly text: string) {}
  toString(): string {
    return `RawJson(${this.text})`
  }
}

/** JSON text of a value that may hold RawJson tokens. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text
  if (Array.isArray(value)) return `[${Array.prototype.map.call(value, (item: unknown) => (item === undefined ? 'null' : toJsonText(item))).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`)
    return `{${entries.join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** The same value as a plain JSON value (RawJson tokens parsed as JSON.parse reads them). */
export function toPlainJson(value: unknown): unknown {
  return JSON.parse(toJsonText(value))
}

/** C0 control characters except tab, LF and CR, and DEL: what the canonicaliser refuses. */
export const CONTROL_CHARACTERS = [...Array.from({ length: 32 }, (_, code) => code).filter((code) => ![9, 10, 13].includes(code)), 127].map((code) =>
  String.fromCharCode(code),
)

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** Whether any string or key in a JSON value holds a character the canonicaliser refuses. */
export function textHasControl(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL.test(value)
  if (value instanceof RawJson) return false
  if (Array.isArray(value)) return value.some(textHasControl)
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => CONTROL.test(key) || textHasControl(item))
  return false
}

const LONG_TEXT = 'x'.repeat(100_001)
const VERY_LONG_TEXT = 'A'.repeat(1_200_000)

/** Text no field accepts, or accepts only after careful handling. */
export const TRICKY_STRINGS = [
  '',
  ' ',
  '   ',
  '\t',
  '\n',
  '\r\n',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-1',
  '0',
  '-0',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '99999999999999999999',
  '1.5',
  '0x1F',
  ' 12 ',
  '12abc',
  '١٢٣',
  '1_000',
  '+1',
  '1e3',
  '00012',
  "'; drop table customers; --",
  "' or '1'='1",
  '%',
  '_',
  '\\',
  '\\%',
  '../..',
  '/',
  '?a=b',
  '#',
  '%00',
  '%2e%2e',
  '<script>alert(1)</script>',
  '😀',
  'e\u0301',
  '\u202e',
  '\ufeff',
  '\u00a0',
  '\u2028',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  'prototype',
  '{}',
  '[]',
  '\ud800',
  '\udfff',
  'a\ud800b',
  '\udc00\ud800',
  'x'.repeat(65),
  'x'.repeat(256),
  'x'.repeat(5000),
  '2024-02-30',
  '2024-13-01',
  '0000-00-00',
  '99999-01-01',
  '2024-1-1',
  'ABCDEFGHJKLM',
  'abcdefghjklm',
  'ABCDEFGHJKL',
  'ABCDEFGHJKLMN',
  'b0000000',
  'b99999999',
  'a@b',
  'a@b.c',
]

/** Text with one control character somewhere in it. */
export const controlCharacterText = fc
  .tuple(fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
  .map(([control, before, after]) => `${before}${control}${after}`)

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: controlCharacterText },
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant(LONG_TEXT) },
  { weight: 1, arbitrary: fc.constant(`${LONG_TEXT}\u0000`) },
  { weight: 1, arbitrary: fc.integer({ min: 65, max: 3000 }).map((length) => 'y'.repeat(length)) },
)

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    2147483648,
    -2147483649,
    2147483647,
    -2147483648,
    4294967296,
    2 ** 53,
    1e308,
    -1e308,
    -1,
    0,
    -0,
    0.5,
    1.5,
    -0.0001,
    1e-300,
    1e21,
    32768,
    65536,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

export const rawJsonToken: fc.Arbitrary<RawJson> = fc
  .constantFrom('1e400', '-1e400', '-0', '1.0', '1E2', '123456789012345678901234567890', '9007199254740993', '0.0000000000000000000001', '2147483648.0')
  .map((text) => new RawJson(text))

function nested(depth: number, leaf: unknown): unknown {
  let value = leaf
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value }
  return value
}

/** Any value of the wrong shape: objects where text belongs, prototype keys, deep nesting. */
export const hostileAny: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 4, arbitrary: hostileNumber },
  { weight: 1, arbitrary: rawJsonToken },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], { '': '' }) },
  { weight: 1, arbitrary: fc.constant(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}')) },
  { weight: 1, arbitrary: fc.constantFrom(nested(40, 'deep'), nested(5, '\u0000'), nested(3, 2147483648)) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, fc.oneof(hostileString, hostileNumber), { maxKeys: 2 }) },
  { weight: 1, arbitrary: fc.constant(VERY_LONG_TEXT) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
)

type Path = (string | number)[]

/** Every path into a JSON value (containers and leaves, not the root itself). */
export function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      out.push([...prefix, index])
      pathsOf(item, [...prefix, index], out)
    })
  } else if (value !== null && typeof value === 'object' && !(value instanceof RawJson)) {
    for (const key of Object.keys(value)) {
      out.push([...prefix, key])
      pathsOf((value as Record<string, unknown>)[key], [...prefix, key], out)
    }
  }
  return out
}

export type Mutation = { kind: 'replace' | 'remove' | 'add'; at: number; value: unknown; key: string }

/** A copy of `value` with the node at `path` replaced (or removed when `replacement` is REMOVE). */
const REMOVE = Symbol('remove')
function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [head, ...rest] = path
  if (Array.isArray(value)) {
    const copy = [...value]
    // A key added beside an array item is one more item.
    if (typeof head !== 'number') return rest.length ? copy : [...copy, replacement === REMOVE ? null : replacement]
    const next = setAt(copy[head as number], rest, replacement)
    if (next === REMOVE) copy.splice(head as number, 1)
    else copy[head as number] = next
    return copy
  }
  const copy: Record<string, unknown> = {}
  for (const key of Object.keys(value as object))
    Object.defineProperty(copy, key, { value: (value as Record<string, unknown>)[key], enumerable: true, writable: true, configurable: true })
  const next = setAt(copy[head as string], rest, replacement)
  if (next === REMOVE) delete copy[head as string]
  else Object.defineProperty(copy, head as string, { value: next, enumerable: true, writable: true, configurable: true })
  return copy
}

/** Applies mutations one after the other, each at a node chosen among the current ones. */
export function applyMutations(base: unknown, mutations: readonly Mutation[]): unknown {
  let value = base
  for (const mutation of mutations) {
    const paths = pathsOf(value)
    if (paths.length === 0) {
      value = mutation.kind === 'remove' ? value : mutation.value
      continue
    }
    const path = paths[mutation.at % paths.length]!
    if (mutation.kind === 'replace') value = setAt(value, path, mutation.value)
    else if (mutation.kind === 'remove') value = setAt(value, path, REMOVE)
    else {
      // A new key beside the chosen node (or in it, when it is an object).
      const parentPath = path.slice(0, -1)
      value = setAt(value, [...parentPath, mutation.key], mutation.value)
    }
  }
  return value
}

export const mutationArb = (hostile: fc.Arbitrary<unknown> = hostileAny): fc.Arbitrary<Mutation> =>
  fc.record({
    kind: fc.constantFrom<Mutation['kind']>('replace', 'replace', 'replace', 'remove', 'add'),
    at: fc.nat(),
    value: hostile,
    key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'identity', 'extra', ''), controlCharacterText, fc.string({ maxLength: 8 })),
  })

export const mutationsArb = (hostile?: fc.Arbitrary<unknown>) => fc.array(mutationArb(hostile), { minLength: 1, maxLength: 3 })
