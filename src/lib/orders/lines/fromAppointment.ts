import type { Payload, PayloadRequest } from 'payload'

import type { MeasuringAppointment, Product, Quote } from '@/payload-types'

/** A window the customer priced on the site, as the appointment stores it: sizes in cm, the product by name. */
type PricedWindow = NonNullable<MeasuringAppointment['windows']>[number]

export const MM_PER_CM = 10

/** The stored options ("Decorative tapes, Electric operation") as the product's option codes. */
export function optionCodes(product: Product | undefined, labels: string | null | undefined): string[] {
  if (!product || !labels) return []
  const wanted = labels.split(',').map((l) => l.trim().toLowerCase())
  return (product.options ?? []).filter((o) => wanted.includes(o.label.trim().toLowerCase())).map((o) => o.code)
}

type NewLine = NonNullable<Quote['lines']>[number]

/** The product a window priced on the site names: by its name (as the estimate stores it), its slug or its id. */
export const productOfPricedWindow = (products: Product[], value: PricedWindow['product']) =>
  products.find((p) => p.name === value || p.slug === value || String(p.id) === String(value))

/**
 * "Create quote" on a measuring appointment: a draft prefilled with the customer and the windows they priced on
 * the site (sizes to be checked against the visit's measurements); without priced windows, one empty line.
 */
export async function createQuoteFromAppointment(
  payload: Payload,
  appointmentId: number | string,
  req?: Partial<PayloadRequest>,
): Promise<{ ok: true; id: number } | { ok: false; status: number; error: string }> {
  const appointment = await payload
    .findByID({ collection: 'measuring-appointments', id: appointmentId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!appointment) return { ok: false, status: 404, error: 'No such measuring appointment.' }
  const { docs: products } = await payload.find({
    collection: 'products',
    depth: 0,
    limit: 100,
    req,
    overrideAccess: true,
  })
  const priced: PricedWindow[] = (appointment.windows ?? []).filter(Boolean)
  const lines: NewLine[] = priced.length
    ? priced.map((w) => {
        const product = productOfPricedWindow(products, w.product)
        return {
          room: w.room ?? null,
          widthMm: w.width ? Math.round(w.width * MM_PER_CM) : null,
          dropMm: w.drop ? Math.round(w.drop * MM_PER_CM) : null,
          product: product?.id ?? null,
          finish: w.finish ?? null,
          options: optionCodes(product, w.options),
          safetyDevice: 'cleat',
          adjustmentPence: 0,
        }
      })
    : [{ safetyDevice: 'cleat', adjustmentPence: 0 }]
  const quote = await payload.create({
    collection: 'quotes',
    overrideAccess: true,
    req,
    data: quoteDataFromAppointment(appointment, lines),
  })
  return { ok: true, id: quote.id }
}

/** A new draft quote for a measuring appointment's customer, with these windows. */
export function quoteDataFromAppointment(appointment: MeasuringAppointment, lines: NewLine[]) {
  return {
    appointment: appointment.id,
    status: 'draft' as const,
    customerName: appointment.customerName,
    customerEmail: appointment.customerEmail ?? null,
    customerPhone: appointment.customerPhone,
    address: appointment.address,
    postcode: appointment.postcode ?? null,
    lines,
    // What the visit's staff noted (a gate code, where to park) goes with the order to the fitting.
    staffNotes: notesOf(appointment.staffNotes),
  }
}

/** The appointment's notes log as one text, oldest first, each with when and by whom. */
function notesOf(notes: { note: string; writtenAt: string; author?: string | null }[] | null | undefined) {
  if (!notes?.length) return null
  return notes.map((n) => `${n.writtenAt.slice(0, 10)}${n.author ? ` ${n.author}` : ''}: ${n.note}`).join('\n')
}
