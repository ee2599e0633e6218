/** "0121 496 0123" → "tel:01214960123" (everything but digits and + removed). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
