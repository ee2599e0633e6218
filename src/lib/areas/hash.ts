/**
 * Small, dependency-free deterministic hashing and pseudo-random helpers.
 * Area page text is generated from a hash of the slug, so an area always gets the same output
 * on every server, every build and every request.
 */

/** 32-bit FNV-1a hash of a string (UTF-16 code units), as an unsigned integer. */
export function fnv1a(input: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A PRNG seeded from a string (e.g. `${slug}:title`). */
export function rngFor(seed: string): () => number {
  return mulberry32(fnv1a(seed))
}

/** Picks one item with the given PRNG. The list must not be empty. */
export function pick<T>(items: readonly T[], rng: () => number): T {
  if (items.length === 0) throw new Error('pick() needs at least one item')
  return items[Math.floor(rng() * items.length)]
}

/** Fisher-Yates shuffle with the given PRNG; returns a new array. */
export function shuffleWith<T>(items: readonly T[], rng: () => number): T[] {
  const out = items.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    const tmp = out[i]
    out[i] = out[j]
    out[j] = tmp
  }
  return out
}
