'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState } from 'react'

import { answerOf } from '@/lib/api/request'
import { isOneOf } from '@/lib/platform/narrow'
import { ukToday } from '@/lib/platform/ukTime'
import { SendQuoteDialog } from './SendQuoteDialog'

/** The quote's actions in /admin: each posts to its endpoint under /api/cms/quotes. */
const ACTIONS = [
  { key: 'send', label: 'Send to customer', when: ['draft', 'sent'] },
  { key: 'fitted', label: 'Mark fitted', when: ['accepted'] },
  { key: 'local-job', label: 'Create local job', when: ['fitted'] },
] as const

type Answer = {
  error?: string
  revision?: number
  to?: string
  id?: number
  choices?: { slug: string; name: string }[]
}

export function QuoteActions() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const status = useFormFields(([fields]) => fields.status?.value)
  const params = useSearchParams()
  const sent = params.get('sent')
  const [note, setMessage] = useState<string | null>(null)
  const message =
    note ??
    (sent && /^\d+$/.test(sent)
      ? `Revision ${sent} sent to the customer.`
      : params.get('fitted') === '1'
        ? 'Marked fitted. The customer will be asked for a review.'
        : null)
  const [fittedOn, setFittedOn] = useState(() => ukToday())
  const [early, setEarly] = useState(false)
  const [choices, setChoices] = useState<{ slug: string; name: string }[]>([])
  const [area, setArea] = useState('')
  const [busy, setBusy] = useState(false)
  const [confirmSend, setConfirmSend] = useState(false)
  if (!id) return <p>Save the quote first; then you can send it.</p>

  const run = async (action: string, body?: unknown) => {
    setBusy(true)
    setMessage(null)
    const response = await fetch(`/api/cms/quotes/${id}/${action}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    })
    const answer = await answerOf<Answer>(response)
    setBusy(false)
    if (answer.choices?.length) {
      setChoices(answer.choices)
      setArea(answer.choices[0].slug)
    }
    if (!response.ok) return setMessage(answer.error ?? 'That did not work. Try again.')
    if (action === 'local-job') return router.push(`/admin/collections/local-jobs/${answer.id}`)
    // A full reload, so the form holds the new status (a save of the stale form would undo it); the note survives
    // it in the address.
    window.history.replaceState(null, '', action === 'fitted' ? '?fitted=1' : `?sent=${answer.revision}`)
    window.location.reload()
  }

  return (
    <div className="quote-actions" style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      {status === 'accepted' ? (
        <label>
          Fitted on <input type="date" value={fittedOn} max={ukToday()} onChange={(e) => setFittedOn(e.target.value)} />
        </label>
      ) : null}
      {status === 'accepted' ? (
        <label>
          <input type="checkbox" checked={early} onChange={(e) => setEarly(e.target.checked)} /> Fitted before the
          booked day
        </label>
      ) : null}
      {ACTIONS.filter((a) => isOneOf(a.when, status)).map((a) => (
        <Button
          key={a.key}
          buttonStyle="secondary"
          disabled={busy}
          onClick={() =>
            a.key === 'send'
              ? setConfirmSend(true)
              : run(a.key, a.key === 'fitted' ? { day: fittedOn, early } : undefined)
          }
        >
          {a.label}
        </Button>
      ))}
      {choices.length ? (
        <>
          <label>
            Area{' '}
            <select value={area} onChange={(e) => setArea(e.target.value)}>
              {choices.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <Button buttonStyle="secondary" disabled={busy} onClick={() => run('local-job', { area })}>
            Create it in this area
          </Button>
        </>
      ) : null}
      {message ? <p role="status">{message}</p> : null}
      {confirmSend ? (
        <SendQuoteDialog
          quoteId={id}
          busy={busy}
          onClose={() => setConfirmSend(false)}
          onConfirm={async () => {
            await run('send')
            setConfirmSend(false)
          }}
        />
      ) : null}
    </div>
  )
}
