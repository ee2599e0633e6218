/**
 * Malformed request bodies generated from a valid one: wrong types, missing required fields, huge strings,
 * script tags, SQL-looking strings, invalid formats. Deterministic for a given seed. Every body is invalid
 * (it breaks at least one required rule), so a correct endpoint answers 400 (or 413 when over the size limit).
 */
function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const WRONG_TYPES: unknown[] = [null, 0, 12345, true, false, [], ['a'], {}, { $ne: null }, -1, 1e308]
/** Strings no required field accepts: empty, markup, control characters, far too long. */
const BAD_STRINGS = [
  '',
  '   ',
  '<script>alert(1)</script>',
  "'><script>fetch('/api/cms/users')</script>",
  "Robert'); DROP TABLE measuring_appointments;--<",
  '\u0000\u0001',
  'x'.repeat(5000),
  '💥'.repeat(400),
]

/** Fields whose every value here is invalid; optional fields only get wrong *types* (strings may be valid). */
export function malformedBodies(valid: Record<string, unknown>, n: number, seed: number, required: string[]): string[] {
  const rand = prng(seed)
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]
  const keys = Object.keys(valid).filter((k) => k !== 'idempotencyKey')
  const req = required
  const out: string[] = []
  for (let i = 0; i < n; i++) {
    const body: Record<string, unknown> = { ...valid, idempotencyKey: `malformed-${seed}-${i}` }
    const kind = i % 6
    const target = pick(req)
    if (kind === 0)
      delete body[target] // missing required field
    else if (kind === 1)
      body[target] = pick(WRONG_TYPES) // wrong type
    else if (kind === 2)
      body[target] = pick(BAD_STRINGS) // bad strings
    else if (kind === 3)
      body[pick(keys)] = pick(WRONG_TYPES.filter((v) => v !== null)) // wrong type anywhere
    else if (kind === 4)
      body[target] = 'y'.repeat(301 + Math.floor(rand() * 20_000)) // longer than any field allows
    else {
      // several problems at once, including markup and SQL
      body[target] = '<img src=x onerror=alert(1)>'
      body[pick(req)] = '1; SELECT * FROM users'
      delete body[pick(req)]
    }
    out.push(JSON.stringify(body))
  }
  return out
}
