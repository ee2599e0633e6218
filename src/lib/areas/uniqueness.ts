/**
 * How much of an area page is its own: the measure that separates a useful local page from a doorway page.
 *
 * Each page's text has its own area name replaced by one placeholder word (pages that differ only by the name count
 * as identical), is cut into overlapping 5-word phrases (shingles), and is compared with every other page:
 * - unique share: the part of a page's distinct phrases that appear on no other page;
 * - Jaccard overlap of two pages: shared phrases / all phrases of the pair.
 * Pure and deterministic: the same texts always give the same figures.
 */

/** Words per phrase. */
export const SHINGLE_SIZE = 5

/** The bar an area page must reach to be indexed, and the overlap goals among indexable pages. */
export const UNIQUENESS_GOALS = {
  /** Every indexable page: at least this share of its phrases found on no other area page */
  minUniqueShare: 0.3,
  /** Median Jaccard overlap over all pairs of indexable pages */
  maxMedianJaccard: 0.3,
  /** Worst pair of indexable pages */
  maxWorstJaccard: 0.45,
} as const

/** The word that stands in for a page's own area name. */
export const AREA_PLACEHOLDER = 'areaname'

export interface PageText {
  /** Any stable key, e.g. the area slug */
  key: string
  /** The page's own area name, replaced by AREA_PLACEHOLDER before measuring */
  name: string
  text: string
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Apostrophes and dashes folded so 'Kings Heath' / "King's Heath" and 'B72–B76' / 'B72-B76' read the same. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[’‘`]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
}

/** Lower-case words of a text, with the page's own name (and its apostrophe-free form) as one placeholder word. */
export function words(text: string, ownName?: string): string[] {
  let t = fold(text)
  if (ownName) {
    const name = fold(ownName).trim()
    const variants = [...new Set([name, name.replace(/'/g, '')])].filter(Boolean).sort((a, b) => b.length - a.length)
    for (const v of variants) {
      t = t.replace(
        new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(v)}(?![\\p{L}\\p{N}])`, 'gu'),
        ` ${AREA_PLACEHOLDER} `,
      )
    }
  }
  return t.match(/[\p{L}\p{N}£]+(?:['.-][\p{L}\p{N}]+)*/gu) ?? []
}

/** The distinct 5-word phrases of a text (a text shorter than 5 words is one phrase). */
export function shingles(text: string, ownName?: string, size = SHINGLE_SIZE): Set<string> {
  return shinglesOf(words(text, ownName), size)
}

/** The distinct phrases of a list of words. */
function shinglesOf(w: readonly string[], size = SHINGLE_SIZE): Set<string> {
  const out = new Set<string>()
  if (w.length === 0) return out
  if (w.length < size) {
    out.add(w.join(' '))
    return out
  }
  for (let i = 0; i + size <= w.length; i++) out.add(w.slice(i, i + size).join(' '))
  return out
}

/** |a ∩ b| / |a ∪ b|; two empty sets overlap 0. */
export function jaccard(a: ReadonlySet<unknown>, b: ReadonlySet<unknown>): number {
  if (a.size === 0 && b.size === 0) return 0
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  let shared = 0
  for (const x of small) if (large.has(x)) shared++
  return shared / (a.size + b.size - shared)
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const s = [...values].sort((x, y) => x - y)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

export interface PageUniqueness {
  key: string
  /** Distinct phrases on the page */
  phrases: number
  /** Of them, found on no other page */
  uniquePhrases: number
  /** uniquePhrases / phrases (0 for an empty page) */
  uniqueShare: number
  /** Words on the page */
  words: number
}

/** Each page's unique share, measured against every other page of the list. */
export function measurePages(pages: readonly PageText[]): PageUniqueness[] {
  const wordLists = pages.map((p) => words(p.text, p.name))
  const sets = wordLists.map((w) => shinglesOf(w))
  const seenOn = new Map<string, number>()
  for (const set of sets) for (const s of set) seenOn.set(s, (seenOn.get(s) ?? 0) + 1)
  return pages.map((p, i) => {
    const set = sets[i]
    let unique = 0
    for (const s of set) if (seenOn.get(s) === 1) unique++
    return {
      key: p.key,
      phrases: set.size,
      uniquePhrases: unique,
      uniqueShare: set.size ? unique / set.size : 0,
      words: wordLists[i].length,
    }
  })
}

export interface OverlapSummary {
  pairs: number
  median: number
  worst: number
  worstPair: [string, string] | null
}

/** Jaccard overlap over every pair of the given pages (keys select a subset; all pages by default). */
export function measureOverlap(pages: readonly PageText[], keys?: ReadonlySet<string>): OverlapSummary {
  const chosen = keys ? pages.filter((p) => keys.has(p.key)) : [...pages]
  // Phrases as numbers: much faster set intersections over thousands of pairs.
  const ids = new Map<string, number>()
  const sets = chosen.map((p) => {
    const out = new Set<number>()
    for (const s of shingles(p.text, p.name)) {
      let id = ids.get(s)
      if (id === undefined) ids.set(s, (id = ids.size))
      out.add(id)
    }
    return out
  })
  const values: number[] = []
  let worst = 0
  let worstPair: [string, string] | null = null
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const v = jaccard(sets[i], sets[j])
      values.push(v)
      if (worstPair === null || v > worst) {
        worst = v
        worstPair = [chosen[i].key, chosen[j].key]
      }
    }
  }
  return { pairs: values.length, median: median(values), worst, worstPair }
}
