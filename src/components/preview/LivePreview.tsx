'use client'

import { lazy, Suspense } from 'react'

/** The live-preview listener in a chunk of its own, fetched only by a page rendered in draft mode. */
const Listener = lazy(() => import('./LivePreviewListener').then((m) => ({ default: m.LivePreviewListener })))

export function LivePreview() {
  return (
    <Suspense fallback={null}>
      <Listener />
    </Suspense>
  )
}
