import type { Validate } from 'payload'

import { checkWindowChoices, type PricedProduct } from '@/lib/pricing/estimate'
import { productsById } from '@/lib/orders'
import { roomProblem } from '@/lib/pricing/priceSchema'
import { relationId } from '@/lib/platform/relationId'
import { windowProblem } from '@/lib/windows/window'

/**
 * One truth about what can be ordered, on every path that stores windows (the lead endpoints price them through the
 * estimate; these hold for /admin, REST, GraphQL and the local API): a window's finish and options belong to its
 * blind, no option twice, and its room is a short label. Rows that did not change since the last save are not
 * judged again, so an older document never blocks an unrelated edit.
 */
type Product = PricedProduct & { finishes: string[] }

const unchanged = (value: unknown, previous: unknown) =>
  previous !== undefined && JSON.stringify(strip(value)) === JSON.stringify(strip(previous))
const strip = (rows: unknown) =>
  Array.isArray(rows) ? rows.map((r) => (r && typeof r === 'object' ? { ...r, id: undefined } : r)) : rows

function problemOf(
  row: { room?: unknown; finish?: unknown },
  product: Product | undefined,
  options: string[],
  productLabel: unknown,
): string | null {
  const room = roomProblem(row.room)
  if (room) return `room: ${room}`
  if (!product) return productLabel ? `"${String(productLabel)}" is not one of our blinds.` : null
  const finish = typeof row.finish === 'string' ? row.finish : undefined
  const checked = checkWindowChoices({ options, finish }, product)
  return 'field' in checked ? checked.message : null
}

/** The lead collections' `windows` (product by name, options as their labels joined by commas). */
export const validateLeadWindows: Validate = async (value, { req, previousValue }) => {
  if (!Array.isArray(value) || value.length === 0 || unchanged(value, previousValue)) return true
  const products = [...(await productsById(req.payload, req)).values()]
  for (const [i, row] of (value as Record<string, unknown>[]).entries()) {
    const name = String(row.product ?? '').trim()
    const product = products.find((p) => p.name.toLowerCase() === name.toLowerCase())
    const labels = String(row.options ?? '')
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean)
    // Labels back to codes; a label the blind does not have stays as typed, so the message names it.
    const codes = labels.map((l) => product?.options.find((o) => o.label.toLowerCase() === l.toLowerCase())?.code ?? l)
    const problem = problemOf(row, product, codes, name)
    if (problem) return `Window ${i + 1}: ${problem}`
  }
  return true
}

/**
 * A quote's `lines` (product by id, options as codes): each the window's one rule (`windowProblem`, the rule the
 * phone's measured windows keep), so a line says what a measured window would say, after "Window <n>: ".
 */
export const validateQuoteLines: Validate = async (value, { req, previousValue }) => {
  if (!Array.isArray(value) || value.length === 0 || unchanged(value, previousValue)) return true
  const products = await productsById(req.payload, req)
  for (const [i, row] of (value as Record<string, unknown>[]).entries()) {
    const id = relationId(row.product)
    const problem = windowProblem(row, {
      named: id !== null,
      product: id === null ? undefined : products.get(String(id)),
    })
    if (problem) return `Window ${i + 1}: ${problem}`
  }
  return true
}
