import type { Payload, PayloadRequest } from 'payload'

import type { Quote } from '@/payload-types'

/** A window the customer priced on the site, as an appointment may carry it (sizes in cm unless it names a unit). */
interface PricedWindow {
  room?: string | null
  width?: number | null
  drop?: number | null
  unit?: string | null
  product?: string | number | { id: number } | null
  finish?: string | null
  options?: string[] | null
}

const MM_PER: Record<string, number> = { mm: 1, cm: 10, in: 25.4, inches: 25.4 }

type NewLine = NonNullable<Quote['lines']>[number]

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
  const productId = (value: PricedWindow['product']) => {
    if (value && typeof value === 'object') return value.id
    return products.find((p) => p.slug === value || String(p.id) === String(value))?.id ?? null
  }
  const priced = ((appointment as { windows?: PricedWindow[] | null }).windows ?? []).filter(Boolean)
  const lines: NewLine[] = priced.length
    ? priced.map((w) => {
        const factor = MM_PER[w.unit ?? 'cm'] ?? 10
        return {
          room: w.room ?? null,
          widthMm: w.width ? Math.round(w.width * factor) : null,
          dropMm: w.drop ? Math.round(w.drop * factor) : null,
          product: productId(w.product),
          finish: w.finish ?? null,
          options: w.options ?? [],
          safetyDevice: 'cleat',
          adjustmentPence: 0,
        }
      })
    : [{ safetyDevice: 'cleat', adjustmentPence: 0 }]
  const quote = await payload.create({
    collection: 'quotes',
    overrideAccess: true,
    req,
    data: {
      appointment: appointment.id,
      status: 'draft',
      customerName: appointment.customerName,
      customerEmail: appointment.customerEmail ?? null,
      customerPhone: appointment.customerPhone,
      address: appointment.address,
      postcode: appointment.postcode ?? null,
      lines,
    },
  })
  return { ok: true, id: quote.id }
}
