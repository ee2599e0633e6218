import { NextResponse } from 'next/server'

import { getSiteSettings } from '@/lib/cms'
import { analyticsOrigin } from '../../../../../security-headers.mjs'

/**
 * GET /api/analytics-origin: `{ origin }`, the https origin of the analytics script when analytics is switched on in
 * Settings, else null. Read by `src/proxy.ts` (at most every few seconds) to write the pages' Content-Security-Policy.
 * Static: rendered once and kept until the settings global changes (its cache tag expires this response too).
 */
export const dynamic = 'force-static'

export async function GET() {
  const { analytics } = await getSiteSettings()
  return NextResponse.json({ origin: analyticsOrigin(analytics) })
}
