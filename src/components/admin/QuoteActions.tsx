'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

/** The quote's actions in /admin: each posts to its endpoint under /api/cms/quotes and reloads the document. */
const ACTIONS = [
  { key: 'send', label: 'Send to customer', when: ['draft', 'sent'] },
] as const

export function QuoteActions() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!id) return <p>Save the quote first; then you can send it.</p>

  const run = async (action: string) => {
    setBusy(true)
    setMessage(null)
    const response = await fetch(`/api/cms/quotes/${id}/${action}`, { method: 'POST', credentials: 'include' })
    const body = (await response.json().catch(() => ({}))) as { error?: string; revision?: number; to?: string }
    setBusy(false)
    if (!response.ok) return setMessage(body.error ?? 'That did not work. Try again.')
    setMessage(action === 'send' ? `Revision ${body.revision} sent to ${body.to}.` : 'Done.')
    window.location.reload()
  }

  return (
    <div className="quote-actions" style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      {ACTIONS.filter((a) => (a.when as readonly string[]).includes(status ?? '')).map((a) => (
        <Button key={a.key} buttonStyle="secondary" disabled={busy} onClick={() => run(a.key)}>
          {a.label}
        </Button>
      ))}
      {message ? <p role="status">{message}</p> : null}
    </div>
  )
}
