/** Prices are stored in whole pence and shown as pounds. */
const gbp2 = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 })
const gbp0 = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })

/** 23900 → "£239.00" (product prices: always two decimals). */
export function formatPence(pence: number): string {
  return gbp2.format(pence / 100)
}

/** 15000 → "£150", 15050 → "£150.50" (offers and headlines: no ".00"). */
export function formatPenceShort(pence: number): string {
  return pence % 100 === 0 ? gbp0.format(pence / 100) : gbp2.format(pence / 100)
}
