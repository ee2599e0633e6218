/** Seeded demo quotes start with this label; pages show it as a badge instead. */
const DEMO_LABEL = /^example testimonial:\s*/i

/** The words to show for a testimonial: a demo entry's quote without its label (first letter capitalised). */
export function testimonialQuote(t: { quote: string; demo: boolean }): string {
  if (!t.demo) return t.quote
  const text = t.quote.replace(DEMO_LABEL, '')
  return text.charAt(0).toUpperCase() + text.slice(1)
}
