import type { Payload } from 'payload'

import { requestId } from '@/lib/platform/requestId'
import { isStaffUser, type SignedInUser } from '@/lib/platform/roles'
import type { PricedProduct } from '@/lib/pricing/estimate'
import { MM_PER_CM, optionCodes, productOfPricedWindow, pricedProductOf } from '@/lib/orders'
import type { MeasuredWindowInput } from './measuredWindow'
import { isOpenVisitStatus } from './openVisit'
import { storedPhoto, type StoredVisitPhoto } from './saveVisitPhoto'

/** A blind as the measure form offers it: its finishes and options with labels, and its grid for the live price. */
export type MeasureProduct = PricedProduct & { id: number; finishes: string[] }

/** A window on the measure page: measured already (`clientId` set, stored), or priced online and still to measure. */
export interface MeasureWindow {
  position: number
  clientId: string | null
  /** what the customer priced online, as a reminder */
  pricedOnline: string | null
  values: Partial<MeasuredWindowInput>
  /** its photos stored already */
  photos: StoredVisitPhoto[]
}

export interface MeasureVisit {
  appointment: {
    id: number
    customerName: string
    address: string
    postcode: string | null
    /** what the customer wrote when booking ("Toddler at home: child-safe please"), for the fitter in the room */
    customerMessage: string | null
    open: boolean
  }
  products: MeasureProduct[]
  windows: MeasureWindow[]
  /** every photo of the visit, for windows kept on the phone and not yet sent */
  photos: StoredVisitPhoto[]
}

/**
 * The measure page's data for owner and staff (null for anyone else; undefined when there is no such visit): the
 * visit, its windows measured already, the windows priced online not yet measured (prefilled, cm → mm, the blind
 * matched by name as "Create quote" does), and the blinds.
 */
export async function readMeasure(
  payload: Payload,
  user: SignedInUser,
  appointmentId: string,
): Promise<MeasureVisit | null | undefined> {
  if (!isStaffUser(user)) return null
  const id = requestId(appointmentId)
  if (id === null) return undefined
  const appointment = await payload
    .findByID({ collection: 'measuring-appointments', id, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!appointment) return undefined
  const [{ docs: productDocs }, { docs: measured }, { docs: photoDocs }] = await Promise.all([
    payload.find({ collection: 'products', depth: 0, limit: 100, sort: 'sortOrder', overrideAccess: true }),
    payload.find({
      collection: 'measured-windows',
      where: { appointment: { equals: appointment.id } },
      depth: 0,
      limit: 200,
      sort: 'position',
      overrideAccess: true,
    }),
    payload.find({
      collection: 'visit-photos',
      where: { appointment: { equals: appointment.id } },
      depth: 0,
      limit: 500,
      sort: 'createdAt',
      overrideAccess: true,
    }),
  ])
  const photos = photoDocs.map(storedPhoto)
  const photosOf = (clientId: string) => photos.filter((p) => p.windowClientId === clientId)
  const products: MeasureProduct[] = productDocs.map((p) => ({ id: p.id, ...pricedProductOf(p) }))

  const windows: MeasureWindow[] = measured.map((w) => ({
    position: w.position ?? 0,
    clientId: w.clientId,
    pricedOnline: null,
    photos: photosOf(w.clientId),
    values: {
      appointment: appointment.id,
      position: w.position ?? 0,
      room: w.room ?? '',
      widthMm: w.widthMm,
      dropMm: w.dropMm,
      fit: w.fit,
      fixing: w.fixing,
      controlSide: w.controlSide ?? undefined,
      safetyDevice: w.safetyDevice,
      product: typeof w.product === 'object' ? w.product.id : w.product,
      finish: w.finish ?? '',
      options: w.options ?? [],
      // when the phone saved it: a copy kept on the phone wins over this one only when measured later (phoneWins.ts)
      measuredAt: w.measuredAt ?? undefined,
    },
  }))
  ;(appointment.windows ?? []).forEach((w, index) => {
    const position = index + 1
    if (windows.some((m) => m.position === position)) return
    const product = productOfPricedWindow(productDocs, w.product)
    windows.push({
      position,
      clientId: null,
      photos: [],
      pricedOnline: [w.room, w.width && w.drop ? `${w.width} × ${w.drop} cm` : null, w.product, w.finish]
        .filter(Boolean)
        .join(', '),
      values: {
        appointment: appointment.id,
        position,
        room: w.room ?? '',
        widthMm: w.width ? Math.round(w.width * MM_PER_CM) : undefined,
        dropMm: w.drop ? Math.round(w.drop * MM_PER_CM) : undefined,
        product: product?.id,
        finish: product && w.finish && product.finishes.some((f) => f.name === w.finish) ? w.finish : '',
        options: optionCodes(product, w.options),
      },
    })
  })
  windows.sort((a, b) => a.position - b.position)
  return {
    appointment: {
      id: appointment.id,
      customerName: appointment.customerName,
      address: appointment.address,
      postcode: appointment.postcode ?? null,
      customerMessage: appointment.notes?.trim() || null,
      open: isOpenVisitStatus(appointment.status),
    },
    products,
    windows,
    photos,
  }
}
