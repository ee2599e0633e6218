import { notFound } from 'next/navigation'

import { notFoundMetadata } from '../../(frontend)/not-found'

/**
 * Every path no other route matches answers the 404 page with a 404 status.
 * More specific routes (the public pages, /admin, the APIs) always win over a catch-all. Rendered on request and
 * never cached, so random addresses leave nothing behind.
 */
export const dynamic = 'force-dynamic'

// The 404 page's own metadata: the browser-side metadata comes from this route, not from the not-found file.
export const metadata = notFoundMetadata

export default function UnknownPage(): never {
  notFound()
}
