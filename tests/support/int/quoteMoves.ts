import type { Payload } from 'payload'

import { acceptQuote, markFitted, quoteLink, sendQuote } from '@/lib/orders'
import type { Quote } from '@/payload-types'
import { seededProductId } from './products'
import { testData } from './testData'

/** The customer's token for a quote's current send (as e-mailed). */
export async function tokenOf(payload: Payload, id: number): Promise<string> {
  const quote = await payload.findByID({ collection: 'quotes', id, depth: 0, overrideAccess: true })
  return quoteLink(id, quote.sentRevision!, quote.validUntil!, quote.linkSerial ?? 0).split('/quote/')[1]
}

/**
 * A quote brought to `stage` through the same moves the product makes (a draft with one priced window, "Send to
 * customer", the customer's link, "Mark fitted"): nothing creates a quote in any state but draft.
 */
export async function quoteAt(
  payload: Payload,
  stage: 'draft' | 'sent' | 'accepted' | 'fitted',
  data: Partial<Quote> & { customerName: string },
): Promise<Quote> {
  const product = await seededProductId(payload)
  const draft = await payload.create({
    collection: 'quotes',
    overrideAccess: true,
    data: testData('quotes', {
      customerEmail: `${data.customerName
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '.')
        .replace(/^\.|\.$/g, '')}@example.com`,
      lines: [{ room: 'Kitchen', widthMm: 900, dropMm: 1400, product, safetyDevice: 'cleat' }],
      ...data,
      status: 'draft',
    }),
  })
  if (stage === 'draft') return draft
  const sent = await sendQuote(payload, draft.id)
  if (!sent.ok) throw new Error(`${sent.error} ${JSON.stringify(draft.lines)}`)
  if (stage !== 'sent') {
    const token = await tokenOf(payload, draft.id)
    const outcome = await acceptQuote(payload, token, {
      name: data.customerName,
      terms: true,
      clientAddress: '192.0.2.200',
    })
    if (outcome !== 'accepted') throw new Error(`accept answered ${outcome}`)
  }
  if (stage === 'fitted') {
    const fitted = await markFitted(payload, draft.id, null)
    if (!fitted.ok) throw new Error(fitted.error)
  }
  return payload.findByID({ collection: 'quotes', id: draft.id, depth: 0, overrideAccess: true })
}

/** The jobs of `task` still queued for a quote, earliest due first. */
export async function queuedJobsOf(payload: Payload, task: string, quoteId: number) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: task } }, { 'input.quoteId': { equals: String(quoteId) } }] },
    overrideAccess: true,
    sort: 'waitUntil',
    pagination: false,
  })
  return docs
}

/** Brings a queued job's time to now, as if its day had come. */
export const dueNow = (payload: Payload, jobId: number | string) =>
  payload.update({
    collection: 'payload-jobs',
    id: jobId,
    overrideAccess: true,
    data: { waitUntil: new Date().toISOString() },
  })
