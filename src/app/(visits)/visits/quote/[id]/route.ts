import type { NextRequest } from 'next/server'

import { getPayloadClient } from '@/lib/cms/payload'
import { relationId } from '@/lib/platform/relationId'
import { isStaffUser } from '@/lib/platform/roles'
import { quoteLink } from '@/lib/orders'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/**
 * GET /visits/quote/:id — "Show the customer": the sent quote's own page (its current signed link, the one e-mailed,
 * naming its visit: `?visit=`), opened on the fitter's phone so the customer can read it and accept it in person.
 * Owner and staff only; a quote not sent (or no longer open) goes back to /visits.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  if (!isStaffUser(user))
    return new Response(null, { status: 303, headers: { ...NO_STORE, Location: '/admin/login?redirect=%2Fvisits' } })
  const { id } = await params
  const quote = /^\d{1,12}$/.test(id)
    ? await payload.findByID({ collection: 'quotes', id, depth: 0, overrideAccess: true }).catch(() => null)
    : null
  if (!quote || quote.status !== 'sent' || !quote.sentRevision || !quote.validUntil)
    return new Response(null, { status: 303, headers: { ...NO_STORE, Location: '/visits?sent=not-found' } })
  const link = quoteLink(quote.id, quote.sentRevision, quote.validUntil, quote.linkSerial ?? 0)
  // Named the visit: the page's form then takes the acceptance in person, from this visit (issue 63).
  const visit = relationId(quote.appointment)
  const location = `${new URL(link).pathname}${visit ? `?visit=${visit}` : ''}`
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: location } })
}
