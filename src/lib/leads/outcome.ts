import type { Payload } from 'payload'

import { BOOKING_MESSAGES, type HeldReason, slotSummary } from '@/lib/booking/instant'
import type { Slot } from '@/lib/booking/slots'
import { poolOf } from '@/lib/platform/db'
import { saveFormDraft } from './formDraft'
import { formPagePath, sealFormErrors } from './formErrors'

export type LeadKind = 'appointment' | 'quote'

export const MESSAGES = {
  invalid: 'Please check the highlighted fields.',
  rateLimited: 'Too many requests from your connection. Please wait a few minutes, or call us.',
  unavailable: 'We couldn’t save your request just now. Please try again in a minute, or call us.',
}

/** Everything a lead post can come to: what the pipeline decided, before it is put into an answer. */
export type LeadOutcome =
  | { kind: 'unreadable'; status: number; message: string }
  | { kind: 'rate-limited' }
  /** the honeypot was filled: answered as a stored lead, nothing stored */
  | { kind: 'bot' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'windows-refused'; message: string }
  /** refused by the collection's own validation while storing */
  | { kind: 'refused-on-store' }
  | { kind: 'duplicate'; id: unknown }
  | { kind: 'booked'; id: number | string; slot: Slot }
  | {
      kind: 'slot-refused'
      status: 400 | 409
      problem: string
      next: Slot[]
      postcode: string
      sourcePage?: string
      windows?: string
    }
  /** an instant booking beyond a limit, stored as a request */
  | { kind: 'held'; id: number | string; reason: HeldReason }
  | { kind: 'stored'; id: number | string; outsideArea: boolean }
  | { kind: 'database-down' }

export interface LeadResult {
  status: number
  body: Record<string, unknown>
  /** Set when the request came from a plain HTML form (no JavaScript): where to send the browser. */
  redirect?: string
}

/** The post the outcome answers: its kind, whether it came as JSON or as a plain form, and what it carried. */
export interface LeadPost {
  kind: LeadKind
  bodyKind: 'json' | 'form'
  data: Record<string, unknown>
}

const slotRefusal = (problem: string) =>
  problem === 'full'
    ? { field: 'slot', message: BOOKING_MESSAGES.full }
    : problem === 'outside' || problem === 'postcode'
      ? { field: 'postcode', message: BOOKING_MESSAGES[problem] }
      : { field: 'slot', message: BOOKING_MESSAGES.unavailable }

const idOf = (id: unknown) => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id)

/**
 * The one place an outcome becomes an answer: the status and JSON body for a script, and for a plain form post the
 * page to send the browser to (the thank-you page, the error page with the sealed field messages and a draft of what
 * was typed, or the free times again after a refused window).
 */
export async function answerLead(payload: Payload, outcome: LeadOutcome, post: LeadPost): Promise<LeadResult> {
  const form = post.bodyKind === 'form'
  const thankYou = (ok: boolean, extra: Record<string, string> = {}) =>
    form ? `/thank-you?${new URLSearchParams({ type: post.kind, ok: ok ? '1' : '0', ...extra })}` : undefined
  /** A refused plain form post: what was typed is kept as a draft, so the error page shows the form again with it. */
  const backToForm = async (errors: Record<string, string>) => {
    if (!form) return undefined
    const redirect = thankYou(false, {
      errors: sealFormErrors(payload.secret, errors),
      from: formPagePath(post.data.sourcePage),
    })
    const draft = await saveFormDraft(poolOf(payload), post.kind, post.data).catch(() => null)
    return draft ? `${redirect}&${new URLSearchParams({ draft })}` : redirect
  }

  switch (outcome.kind) {
    case 'unreadable':
      return { status: outcome.status, body: { error: outcome.message } }
    case 'rate-limited':
      return { status: 429, body: { error: MESSAGES.rateLimited }, redirect: thankYou(false) }
    case 'bot':
      return { status: 201, body: { ok: true }, redirect: thankYou(true) }
    case 'invalid':
      return {
        status: 400,
        body: { error: MESSAGES.invalid, fields: outcome.fields },
        redirect: await backToForm(outcome.fields),
      }
    case 'windows-refused': {
      const fields = { windows: outcome.message }
      return { status: 422, body: { error: outcome.message, fields }, redirect: await backToForm(fields) }
    }
    case 'refused-on-store':
      return { status: 400, body: { error: MESSAGES.invalid }, redirect: thankYou(false) }
    case 'duplicate':
      return { status: 200, body: { id: idOf(outcome.id), duplicate: true }, redirect: thankYou(true) }
    case 'booked': {
      const window = slotSummary(outcome.slot)
      return {
        status: 201,
        body: { id: outcome.id, confirmed: true, window },
        redirect: thankYou(true, { booked: window.value }),
      }
    }
    case 'slot-refused': {
      const { field, message } = slotRefusal(outcome.problem)
      const query = new URLSearchParams({
        problem: outcome.problem,
        postcode: outcome.postcode,
        ...(outcome.sourcePage ? { source: outcome.sourcePage } : {}),
        ...(outcome.windows ? { windows: outcome.windows } : {}),
      })
      return {
        status: outcome.status,
        body: { error: message, fields: { [field]: message }, next: outcome.next.map(slotSummary) },
        redirect: form ? `/book/choose-a-time?${query}#booking` : undefined,
      }
    }
    case 'held': {
      const message = outcome.reason === 'contact' ? BOOKING_MESSAGES.heldByContact : BOOKING_MESSAGES.heldByAddress
      return {
        status: 201,
        body: { id: outcome.id, confirmed: false, message },
        redirect: thankYou(true, { held: outcome.reason }),
      }
    }
    case 'stored':
      return {
        status: 201,
        body: { id: outcome.id, ...(outcome.outsideArea ? { outsideArea: true } : {}) },
        redirect: thankYou(true, outcome.outsideArea ? { outside: '1' } : {}),
      }
    case 'database-down':
      return { status: 503, body: { error: MESSAGES.unavailable }, redirect: thankYou(false) }
  }
}
