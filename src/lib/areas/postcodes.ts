import type { Area } from '@/content/areaTypes'

/** 'b13 ' → 'B13' */
export const normaliseOutward = (code: string) => code.trim().toUpperCase().replace(/\s+/g, '')

/**
 * Postcode range text for the home page: consecutive districts of the same area letters collapse
 * into a range. ['B72','B73','B74','B75','B76'] → 'B72-B76'; ['B15','B16'] → 'B15-B16'; ['B25','B33'] → 'B25, B33'.
 */
export function postcodeRangeText(area: Pick<Area, 'postcodes'>): string {
  type Parsed = { letters: string; num: number }
  const parsed: Parsed[] = []
  const other: string[] = []
  for (const raw of area.postcodes) {
    const code = normaliseOutward(raw)
    const m = /^([A-Z]{1,2})(\d{1,2})$/.exec(code)
    if (m) parsed.push({ letters: m[1], num: Number(m[2]) })
    else other.push(code)
  }
  // Group by area letters in order of first appearance, then by number.
  const letterOrder = [...new Set(parsed.map((p) => p.letters))]
  const parts: string[] = []
  for (const letters of letterOrder) {
    const nums = [...new Set(parsed.filter((p) => p.letters === letters).map((p) => p.num))].sort((a, b) => a - b)
    let start = nums[0]
    let prev = start
    const flush = () => parts.push(start === prev ? `${letters}${start}` : `${letters}${start}-${letters}${prev}`)
    for (const n of nums.slice(1)) {
      if (n === prev + 1) {
        prev = n
        continue
      }
      flush()
      start = n
      prev = n
    }
    flush()
  }
  return [...parts, ...other].join(', ')
}
