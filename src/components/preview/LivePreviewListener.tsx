'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

import { useHydrated } from '@/components/hooks/useHydrated'

/**
 * Rendered only in draft mode: when the editor beside this page (the admin's live preview, same origin) saves, the
 * server renders the page again with the new draft.
 */
export function LivePreviewListener() {
  const router = useRouter()
  const hydrated = useHydrated()
  if (!hydrated) return null
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={window.location.origin} />
}
