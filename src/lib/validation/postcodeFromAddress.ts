import { isValid, POSTCODE_CORPUS_REGEX, toNormalised } from 'postcode'

/** A postcode-shaped run of characters standing as its own word(s): "b139pg" and "B13 9PG", not "XB13 9PGX". */
const CANDIDATE = new RegExp(String.raw`\b(?:${POSTCODE_CORPUS_REGEX.source})\b`, 'gi')

/**
 * The valid UK postcode written inside a free-text address, formatted ("b139pg" → "B13 9PG"), or null when it holds
 * none. When it holds several, the last one wins: a postcode ends a UK address.
 */
export function postcodeFromAddress(address: string | null | undefined): string | null {
  if (typeof address !== 'string') return null
  const found = [...address.matchAll(CANDIDATE)].map((m) => m[0]).filter((candidate) => isValid(candidate))
  const last = found.at(-1)
  return last ? toNormalised(last) : null
}
