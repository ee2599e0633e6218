'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState, type FormEvent } from 'react'

import { FITTING_PAYMENT_METHODS, NO_SIGNAL_PAYMENT, moreThanOwed } from '@/lib/orders/client'
import { formatPence } from '@/lib/format/money'

/**
 * The form's rules (the zod schema the route uses) in a chunk of their own: fetched as the page opens, so the page
 * itself stays light; a payment needs signal anyway, so without it nothing waits on them.
 */
const loadRules = () => import('@/lib/orders/paymentForm')

type Answer = { ok?: boolean; code?: string; error?: string; receipt?: boolean }

/** What a refusal without its own sentence says. */
const REFUSED: Record<string, string> = {
  'sign-in': 'You are signed out: sign in again, then record the payment.',
  refused: 'Only staff can record a payment.',
  'not-found': 'This order cannot take a payment.',
  'too-many': 'Too many payments at once: wait a minute and try again.',
}

/**
 * A cash or cheque payment taken at the fitting. It needs signal: without it the form says so and keeps nothing to
 * send later (a payment is recorded once, by a person who sees it recorded). A plain form post without JavaScript;
 * with it, the same post as JSON, and the page's figures refreshed once it is recorded.
 */
export function FittingPaymentForm({ quoteId, seen, owedPence }: { quoteId: number; seen: string; owedPence: number }) {
  const router = useRouter()
  const [status, setStatus] = useState<{ text: string; ok: boolean } | null>(null)
  const [sending, setSending] = useState(false)
  useEffect(() => {
    loadRules().catch(() => {})
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const input = {
      quote: quoteId,
      amount: String(data.get('amount') ?? ''),
      method: String(data.get('method') ?? ''),
      seen,
    }
    if (!navigator.onLine) return setStatus({ ok: false, text: NO_SIGNAL_PAYMENT })
    setSending(true)
    setStatus(null)
    try {
      const { fittingPaymentSchema } = await loadRules()
      const parsed = fittingPaymentSchema.safeParse(input)
      if (!parsed.success) return setStatus({ ok: false, text: parsed.error.issues[0]?.message ?? 'Check the amount.' })
      const tooMuch = moreThanOwed(parsed.data.amount, owedPence)
      if (tooMuch) return setStatus({ ok: false, text: tooMuch })
      const response = await fetch('/api/visits/payment', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
      })
      const answer = (await response.json().catch(() => ({}))) as Answer
      if (response.ok && answer.ok) {
        const method = parsed.data.method === 'cash' ? 'in cash' : 'by cheque'
        setStatus({
          ok: true,
          text: `Payment recorded: ${formatPence(parsed.data.amount)} ${method}.${answer.receipt ? ' The customer is e-mailed a receipt.' : ''}`,
        })
        form.reset()
        router.refresh()
      } else {
        setStatus({
          ok: false,
          text: answer.error ?? REFUSED[answer.code ?? ''] ?? 'Not recorded: try again in a moment.',
        })
      }
    } catch {
      // No answer at all (nor the rules' chunk): the signal went. Nothing is kept to send later.
      setStatus({ ok: false, text: NO_SIGNAL_PAYMENT })
    } finally {
      setSending(false)
    }
  }

  const said = (
    <p role="status" className="mt-3 text-sm" data-payment-status={status ? (status.ok ? 'ok' : 'refused') : undefined}>
      {status?.text}
    </p>
  )
  // Paid in full (the page refreshed after the last payment): what was recorded is still said, with nothing to record.
  if (owedPence === 0) return said
  return (
    <>
      <form method="post" action="/api/visits/payment" onSubmit={submit} className="mt-3 space-y-3" noValidate>
        <input type="hidden" name="quote" value={quoteId} />
        <input type="hidden" name="seen" value={seen} />
        <label className="block text-sm">
          Amount taken (£)
          <input
            type="text"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            required
            className="mt-1 block min-h-11 w-full rounded-card border border-line px-3"
          />
        </label>
        <fieldset className="text-sm">
          <legend>How it was paid</legend>
          <div className="mt-1 flex gap-4">
            {FITTING_PAYMENT_METHODS.map((m, i) => (
              <label key={m.value} className="flex min-h-11 items-center gap-2">
                <input type="radio" name="method" value={m.value} defaultChecked={i === 0} className="size-5" />
                {m.label}
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          disabled={sending}
          className="min-h-11 w-full rounded-card bg-navy px-4 font-semibold text-white disabled:opacity-50"
        >
          Record the payment
        </button>
      </form>
      {said}
    </>
  )
}
