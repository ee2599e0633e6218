/** Search engines show about 160 characters of a page's description. */
export const META_DESCRIPTION_MAX = 160

/**
 * Cuts text to at most `max` characters at a word boundary and ends it with '…' (only when cut).
 * Whitespace is normalised first. A single word longer than the limit is cut hard.
 */
export function truncateDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  if (max <= 1) return clean.slice(0, Math.max(0, max))
  const room = max - 1 // leave space for the ellipsis
  const slice = clean.slice(0, room + 1) // one more char tells us whether the cut falls on a space
  let cut = slice.endsWith(' ') ? room : slice.lastIndexOf(' ', room)
  if (cut <= 0) cut = room
  const head = clean
    .slice(0, cut)
    .replace(/[\s,;:.\-–—(]+$/u, '')
    .trimEnd()
  return `${head || clean.slice(0, room)}…`
}
