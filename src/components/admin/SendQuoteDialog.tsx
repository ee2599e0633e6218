'use client'

import { Button, useFormModified } from '@payloadcms/ui'
import { Dialog } from 'radix-ui'
import { useEffect, useState } from 'react'

import { longDate } from '@/lib/platform/ukDates'
import { formatPence } from '@/lib/format/money'
import type { SendPreview } from '@/lib/orders/client'
import { answerOf } from '@/lib/api/request'

const panel: React.CSSProperties = {
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(92vw, 460px)',
  padding: 24,
  borderRadius: 8,
  background: 'var(--theme-elevation-0, #fff)',
  color: 'var(--theme-text, inherit)',
  boxShadow: '0 12px 40px rgba(0, 0, 0, 0.3)',
  zIndex: 1000,
}

/**
 * The safety catch on "Send to customer": before anything is sent, it shows who the quote goes to and what (as the
 * server would send it now, from the saved quote) and sends only on "Send now". Cancel, Escape or a click outside
 * send nothing.
 */
export function SendQuoteDialog({
  quoteId,
  busy,
  onConfirm,
  onClose,
}: {
  quoteId: number | string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  const modified = useFormModified()
  const [preview, setPreview] = useState<SendPreview | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    fetch(`/api/cms/quotes/${quoteId}/send-preview`, { credentials: 'include' })
      .then(async (response) => {
        const body = await answerOf<SendPreview & { error?: string }>(response)
        if (!live) return
        if (response.ok) setPreview(body)
        else setError(body.error ?? 'The quote could not be read. Try again.')
      })
      .catch(() => live && setError('The quote could not be read. Try again.'))
    return () => {
      live = false
    }
  }, [quoteId])

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay style={{ position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.45)', zIndex: 999 }} />
        <Dialog.Content style={panel} data-testid="send-quote-dialog" aria-describedby={undefined}>
          <Dialog.Title style={{ marginTop: 0 }}>Send this quote to the customer?</Dialog.Title>
          {error ? (
            <p role="alert">{error}</p>
          ) : !preview ? (
            <p>Reading the quote…</p>
          ) : (
            <>
              <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 16px', margin: '0 0 16px' }}>
                <dt>To</dt>
                <dd style={{ margin: 0 }} data-testid="send-to">
                  {preview.name} &lt;{preview.to}&gt;
                </dd>
                <dt>Quote</dt>
                <dd style={{ margin: 0 }} data-testid="send-number">
                  {preview.number}, revision {preview.revision}
                </dd>
                <dt>Total</dt>
                <dd style={{ margin: 0 }} data-testid="send-total">
                  {formatPence(preview.totalPence)}
                </dd>
                <dt>Windows</dt>
                <dd style={{ margin: 0 }} data-testid="send-windows">
                  {preview.windows}
                </dd>
                <dt>Respond by</dt>
                <dd style={{ margin: 0 }} data-testid="send-respond-by">
                  {longDate(preview.respondBy)}
                </dd>
              </dl>
              {modified ? (
                <p role="alert">
                  This form has changes that are not saved: the customer is sent the quote as last saved. Cancel and
                  save first to send them.
                </p>
              ) : null}
            </>
          )}
          <div style={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
            <Button buttonStyle="secondary" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            {preview ? (
              <Button buttonStyle="primary" disabled={busy} onClick={onConfirm}>
                Send now
              </Button>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
