import type { QuoteStage } from '../lines/options'

/**
 * A quote's life, one state machine enforced on every write (the `guardQuote` hook): who may move it from one stage
 * to the next. `send` is "Send to customer" (`send.ts`), `link` the customer's signed link (`acceptQuote`),
 * `expiry` the daily job; `staff` and `owner` are signed-in users (or server code acting for them with the local
 * API and no user, which counts as staff). Nothing creates a quote but as a draft, and nothing moves an accepted
 * or fitted order backwards.
 */
export type QuoteActor = 'send' | 'link' | 'expiry' | 'staff' | 'owner'

export const QUOTE_MOVES: Record<string, readonly QuoteActor[]> = {
  'draft>sent': ['send'],
  'sent>accepted': ['link'],
  'sent>declined': ['link', 'staff', 'owner'],
  'sent>expired': ['expiry', 'staff', 'owner'],
  'accepted>fitted': ['staff', 'owner'],
  'accepted>cancelled': ['owner'],
}

/** Stages whose content and money are frozen: what the customer accepted, or a quote that is closed. */
export const FROZEN_STAGES: readonly QuoteStage[] = ['accepted', 'fitted', 'cancelled', 'declined', 'expired']

/** The `context` key a move made by code carries (the REST and GraphQL APIs cannot set it). */
export const QUOTE_MOVE_CONTEXT = 'quoteMove'

const WHO: Record<QuoteActor, string> = {
  send: '"Send to customer"',
  link: "the customer's own link",
  expiry: 'the daily expiry',
  staff: 'staff',
  owner: 'the owner',
}

/** Why a move is refused (a sentence staff read in the admin), or null when `actor` may make it. */
export function refusedMove(from: QuoteStage | null, to: QuoteStage, actor: QuoteActor): string | null {
  if (from === null)
    return to === 'draft' ? null : `A quote starts as a draft; it becomes ${to} only through its own steps.`
  if (from === to) return null
  const allowed = QUOTE_MOVES[`${from}>${to}`]
  if (!allowed) {
    const frozen = from === 'accepted' || from === 'fitted'
    return frozen
      ? `This order is ${from}: it cannot go back to ${to}. What the customer accepted stays as accepted.`
      : `A ${from} quote cannot become ${to}.`
  }
  if (!allowed.includes(actor)) return `Only ${allowed.map((a) => WHO[a]).join(' or ')} can make a ${from} quote ${to}.`
  return null
}

/** The conditions an acceptance writes against: the revision and the send the customer's link belongs to. */
export interface AcceptCondition {
  revision: number
  linkSerial: number
}
export const ACCEPT_CONDITION_CONTEXT = 'acceptCondition'
