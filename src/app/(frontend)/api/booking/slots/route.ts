import { NextResponse } from 'next/server'

import { readRules } from '@/lib/booking/book'
import { BOOKING_MESSAGES, coversPostcode, slotSummary } from '@/lib/booking/instant'
import { addressKey, clientAddress } from '@/lib/platform/clientAddress'
import { freeWeekFor } from '@/lib/booking/weekPage'
import { getPayloadClient } from '@/lib/cms/payload'
import { getLimiter } from '@/lib/platform/rateLimit'
import { errorForLog } from '@/lib/platform/logSafe'
import { ukPostcode } from '@/lib/validation/common'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** Each look-up reads the month's bookings: 60 a minute per client address, shared by every server. */
const lookups = getLimiter('booking-slots', { points: 60, duration: 60 })

/**
 * GET /api/booking/slots?postcode=B13%209XY[&week=YYYY-MM-DD]: a week's free visit windows for a postcode (the
 * first week with one, or the week asked for, up to the booking horizon) with the weeks before and after, read fresh
 * from the database, for the instant booking forms of the static pages (area pages, the home contact section). In request
 * mode the answer holds no windows, and those pages show the request forms anyway.
 */
export async function GET(request: Request) {
  try {
    const payload = await getPayloadClient()
    if (!(await lookups.take(payload, addressKey(clientAddress(request))))) {
      return NextResponse.json(
        { error: 'Too many look-ups from your connection. Please wait a minute and try again.' },
        { status: 429, headers: { ...NO_STORE, 'Retry-After': '60' } },
      )
    }
    const rules = await readRules(payload)
    if (rules.mode !== 'instant') {
      return NextResponse.json({ mode: 'request', covered: false, slots: [] }, { headers: NO_STORE })
    }
    const parsed = ukPostcode.safeParse(new URL(request.url).searchParams.get('postcode') ?? '')
    if (!parsed.success) {
      return NextResponse.json(
        { error: BOOKING_MESSAGES.postcode, fields: { postcode: parsed.error.issues[0]?.message } },
        { status: 400, headers: NO_STORE },
      )
    }
    const covered = coversPostcode(rules, parsed.data)
    const page = covered ? await freeWeekFor(payload, rules, new URL(request.url).searchParams.get('week')) : null
    return NextResponse.json(
      {
        mode: 'instant',
        postcode: parsed.data,
        covered,
        slots: page ? page.slots.map(slotSummary) : [],
        ...(page ? { week: { start: page.start, label: page.label, previous: page.previous, next: page.next } } : {}),
        ...(covered ? {} : { error: BOOKING_MESSAGES.outside }),
      },
      { headers: NO_STORE },
    )
  } catch (error) {
    console.error(`[booking] free windows failed: ${errorForLog(error)}`)
    return NextResponse.json(
      { error: 'We couldn’t load the free times just now. Please try again in a minute, or call us.' },
      { status: 503, headers: NO_STORE },
    )
  }
}
