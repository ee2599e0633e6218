import { NextResponse } from 'next/server'

import { errorForLog } from '@/lib/platform/logSafe'
import { priceFromQuery } from '@/lib/pricing/estimateQuery'

export const dynamic = 'force-dynamic'

/**
 * GET /api/price?product=<slug>&width=<cm>&drop=<cm>[&unit=mm|in][&options=tapes,electric][&offer=area]: the
 * estimate for a window (more with `product.1`, `width.1`, …) from the owner's price grids and offers. The
 * answer depends only on the query and the CMS (read through the estimate's own tag, dropped at once by a grid or
 * promotion save), so a shared cache may keep it at most a minute and a browser not at all: a new price is the price
 * within a minute behind any proxy, at once here.
 */
const CACHE = { 'Cache-Control': 'public, max-age=0, s-maxage=60' }

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
