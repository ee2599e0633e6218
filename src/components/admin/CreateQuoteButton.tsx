'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { answerOf } from '@/lib/api/request'

/** `reference`: the order's number as the customer reads it ("Q00146"), stored on every quote. */
type Existing = { id: number; reference: string; status: string }

/** This appointment's orders the customer already said yes to: a second quote is then usually a mistake. */
async function acceptedOrdersOf(appointmentId: number | string): Promise<Existing[]> {
  const query = new URLSearchParams({
    'where[appointment][equals]': String(appointmentId),
    'where[status][in]': 'accepted,fitted',
    depth: '0',
    limit: '5',
    'select[status]': 'true',
    'select[reference]': 'true',
  })
  const response = await fetch(`/api/cms/quotes?${query}`, { credentials: 'include' })
  if (!response.ok) return []
  return ((await response.json()) as { docs?: Existing[] }).docs ?? []
}

/**
 * "Create quote" on a measuring appointment: one click drafts the quote and opens it. When the visit already has an
 * accepted or fitted order, it says so with a link to it first, and creates another only on a second, explicit click.
 */
export function CreateQuoteButton() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [existing, setExisting] = useState<Existing[] | null>(null)
  if (!id) return null
  const create = async (confirmed: boolean) => {
    setBusy(true)
    setError(null)
    if (!confirmed) {
      const orders = await acceptedOrdersOf(id)
      if (orders.length) {
        setBusy(false)
        return setExisting(orders)
      }
    }
    const response = await fetch(`/api/cms/quotes/from-appointment/${id}`, { method: 'POST', credentials: 'include' })
    const body = await answerOf<{ id?: number; error?: string }>(response)
    setBusy(false)
    if (!response.ok || !body.id) return setError(body.error ?? 'The quote could not be created. Try again.')
    router.push(`/admin/collections/quotes/${body.id}`)
  }
  return (
    <div style={{ marginBottom: 16 }}>
      {existing ? (
        <div role="alert" data-testid="existing-order" style={{ marginBottom: 12 }}>
          <p>
            This visit already has {existing.length === 1 ? 'an order' : 'orders'} the customer accepted:{' '}
            {existing.map((o, i) => (
              <span key={o.id}>
                {i ? ', ' : ''}
                <a href={`/admin/collections/quotes/${o.id}`}>
                  order {o.reference} ({o.status})
                </a>
              </span>
            ))}
            . Change or follow up that order rather than sending a second quote.
          </p>
          <Button buttonStyle="secondary" disabled={busy} onClick={() => create(true)}>
            Create another quote anyway
          </Button>{' '}
          <Button buttonStyle="subtle" disabled={busy} onClick={() => setExisting(null)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button buttonStyle="secondary" disabled={busy} onClick={() => create(false)}>
          Create quote
        </Button>
      )}
      {error ? <p role="alert">{error}</p> : null}
    </div>
  )
}
