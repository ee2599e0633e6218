import { normaliseOutward } from './postcodes'

/** What the search needs of an area: its page, its name and its postcode districts. */
export interface SearchableArea {
  slug: string
  name: string
  postcodes: readonly string[]
}

/** What the visitor typed, read as a postcode: its outward code (district) and whether it is a whole postcode. */
export interface PostcodeReading {
  outward: string
  full: boolean
}

// Outward code, then the start of an inward code (a digit and up to two letters).
const OUTWARD = '[A-Z]{1,2}\\d[A-Z\\d]?'
const SPACED = new RegExp(`^(${OUTWARD})\\s+(\\d[A-Z]{0,2})?$`)
const INWARD_PART = /^\d[A-Z]{0,2}$/

/**
 * Reads a full or partial postcode with or without its space: 'B13 9AX', 'b139ax', 'B13 9', 'B139' → B13.
 * Without a space the split is ambiguous ('B139' could be B1 + '39'), so the inward part must be shaped like one
 * (a digit then letters) and, when `districts` is given, the outward code must be one of them. Null otherwise.
 */
export function readPostcode(text: string, districts?: ReadonlySet<string>): PostcodeReading | null {
  const q = text.trim().toUpperCase()
  const spaced = SPACED.exec(q)
  if (spaced) return { outward: spaced[1], full: (spaced[2] ?? '').length === 3 }
  const compact = q.replace(/\s+/g, '')
  if (!/^[A-Z]{1,2}\d/.test(compact)) return null
  // Longest outward code first: 'B139' → B13 + '9' before B1 + '39' (which is no inward code anyway).
  for (let cut = Math.min(4, compact.length - 1); cut >= 2; cut--) {
    const outward = compact.slice(0, cut)
    const inward = compact.slice(cut)
    if (!new RegExp(`^${OUTWARD}$`).test(outward) || !INWARD_PART.test(inward)) continue
    if (inward.length === 3) return { outward, full: true }
    if (!districts || districts.has(outward)) return { outward, full: false }
  }
  return null
}

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’.]/g, '')
    .replace(/[-\s]+/g, ' ')
    .trim()

/** Edits (insert, delete, replace, swap two neighbours) between two words: 'mosely' → 'moseley' is 1. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) rows[0][j] = j
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i]
    const prev = rows[i - 1]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j], rows[i - 2][j - 2] + 1)
      }
    }
  }
  return rows[a.length][b.length]
}

/** Typos forgiven for a word of this length: none under 4 letters (too many names are that close), 1, then 2. */
const allowedTypos = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2)

/** The fewest typos between the text and the name, a word of it, or its start as long as the text. */
function typoDistance(needle: string, name: string): number {
  const candidates = [name, ...name.split(' '), name.slice(0, needle.length), name.slice(0, needle.length + 1)]
  return Math.min(...candidates.map((c) => editDistance(needle, c)))
}

/**
 * The areas matching what the visitor typed in 'Search for your area or postcode...', best first.
 * - a postcode, whole or partial, with or without its space ('B13 9AX', 'B139AX', 'B13 9', 'B139'): the areas
 *   covering its district, and nothing when no area does (a Manchester postcode is not "near" any area);
 * - the start of a district ('B1', 'b13'): the areas with a district starting so;
 * - a name or part of one, letter case, apostrophes and hyphens ignored: names starting with it first;
 * - failing all that, names within a typo or two ('Mosely' → Moseley), closest first.
 * Blank text matches nothing.
 */
export function searchAreaList<A extends SearchableArea>(query: string, areas: readonly A[]): A[] {
  const q = query.trim()
  if (!q) return []

  const districts = new Set(areas.flatMap((a) => a.postcodes.map(normaliseOutward)))
  const compact = q.toUpperCase().replace(/\s+/g, '')
  const isDistrictStart = /^[A-Z]{1,2}\d?[A-Z\d]?$/.test(compact) && /\d/.test(compact)
  if (isDistrictStart) {
    const found = areas.filter((a) => a.postcodes.some((pc) => normaliseOutward(pc).startsWith(compact)))
    if (found.length) return found
  }
  const postcode = readPostcode(q, districts)
  if (postcode) return areas.filter((a) => a.postcodes.some((pc) => normaliseOutward(pc) === postcode.outward))
  if (/\d/.test(q)) return []

  const needle = fold(q)
  if (!needle) return []
  const starts: A[] = []
  const within: A[] = []
  for (const a of areas) {
    const name = fold(a.name)
    if (name.startsWith(needle)) starts.push(a)
    else if (name.includes(needle)) within.push(a)
  }
  if (starts.length || within.length) return [...starts, ...within]

  const allowed = allowedTypos(needle.length)
  if (!allowed) return []
  return areas
    .map((a) => ({ a, d: typoDistance(needle, fold(a.name)) }))
    .filter(({ d }) => d <= allowed)
    .sort((x, y) => x.d - y.d)
    .map(({ a }) => a)
}

/** The page Enter opens: only when exactly one area matches, never a guess among several. */
export function onlyMatch<A>(matches: readonly A[]): A | null {
  return matches.length === 1 ? matches[0] : null
}

/**
 * Where "no area matches" sends the visitor with what they typed: a postcode goes into the booking form's
 * postcode field, anything else into its address field.
 */
export function requestHref(query: string): string {
  const q = query.trim()
  if (!q) return '/book'
  const field = readPostcode(q)?.full ? 'postcode' : 'address'
  return `/book?${field}=${encodeURIComponent(q)}`
}
