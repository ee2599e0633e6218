import { NextResponse } from 'next/server'

import { errorForLog } from '@/lib/platform/logSafe'
import { priceFromQuery } from '@/lib/pricing/estimateQuery'

export const dynamic = 'force-dynamic'

/**
 * GET /api/price?product=<slug>&width=<cm>&drop=<cm>[&unit=mm|in][&options=tapes,electric][&offer=area]: the
 * estimate for a window (more with `product.1`, `width.1`, …) from the owner's price grids and offers. The
 * answer depends only on the query and the CMS (read through the tagged cache), so browsers and proxies may keep
 * it a few minutes; the flash sale's end is the only clock in it.
 */
const CACHE = { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600' }

export async function GET(request: Request) {
  try {
    const answer = await priceFromQuery(new URL(request.url).searchParams)
    return NextResponse.json(answer.body, { status: answer.status, headers: CACHE })
  } catch (error) {
    console.error(`[price] estimate failed: ${errorForLog(error)}`)
    return NextResponse.json(
      { error: 'We couldn’t work out the price just now. Please try again in a minute, or call us.' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
