'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** "Create quote" on a measuring appointment: one click drafts the quote and opens it. */
export function CreateQuoteButton() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!id) return null
  const create = async () => {
    setBusy(true)
    const response = await fetch(`/api/cms/quotes/from-appointment/${id}`, { method: 'POST', credentials: 'include' })
    const body = (await response.json().catch(() => ({}))) as { id?: number; error?: string }
    setBusy(false)
    if (!response.ok || !body.id) return setError(body.error ?? 'The quote could not be created. Try again.')
    router.push(`/admin/collections/quotes/${body.id}`)
  }
  return (
    <div style={{ marginBottom: 16 }}>
      <Button buttonStyle="secondary" disabled={busy} onClick={create}>
        Create quote
      </Button>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  )
}
