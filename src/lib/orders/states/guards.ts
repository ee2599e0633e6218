import { sql } from '@payloadcms/db-postgres'
import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { postgresOf } from '@/lib/platform/db'
import { relationId } from '@/lib/platform/relationId'
import { isOwnerUser } from '@/lib/platform/roles'
import { isoDay } from '@/lib/platform/ukDates'
import { priceQuoteLines } from '../lines/pricingInputs'
import { contentFields, hashOf } from '../lines/content'
import { IN_PERSON_REASONS, IN_PERSON_VISIT_CONTEXT, inPersonCheck, nothingAccepted } from './inPerson'
import { SAFETY_RULE } from '../lines/options'
import {
  ACCEPT_CONDITION_CONTEXT,
  FROZEN_STAGES,
  QUOTE_MOVE_CONTEXT,
  refusedMove,
  type AcceptCondition,
  type QuoteActor,
} from './states'
import type { Quote } from '@/payload-types'

const DAY_MS = 86_400_000
/** How far ahead a fitting may be booked. */
export const FITTING_MAX_DAYS_AHEAD = 366

/** A refused change, answered 4xx with its reason in the API and the admin (see `mapKnownErrors`). */
export const refuse = (message: string, status = 400) => new APIError(message, status, null, true)

export const QUOTE_CHANGED = 'This quote changed while the change was being made (another save came first). Reload it.'

function actorOf(req: PayloadRequest, context: Record<string, unknown>): QuoteActor {
  const move = context[QUOTE_MOVE_CONTEXT]
  if (move === 'send' || move === 'link' || move === 'expiry') return move
  return isOwnerUser(req.user) ? 'owner' : 'staff'
}

/** Inside the write's transaction: the quote's row as committed now, locked until the write ends. */
async function lockedRow(req: PayloadRequest, id: number | string) {
  const transactionID = await req.transactionID
  if (!transactionID) return null
  const session = postgresOf(req.payload).sessions[transactionID]
  if (!session) return null
  const { rows } = await session.db.execute(
    sql`select status::text as status, revision, sent_revision, link_serial from quotes where id = ${Number(id)} for update`,
  )
  const row = rows[0] as Record<string, unknown> | undefined
  if (!row) return null
  // Payload's number columns are numeric: Postgres hands them over as text.
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
  return {
    status: String(row.status),
    revision: num(row.revision) ?? 1,
    sent_revision: num(row.sent_revision),
    link_serial: num(row.link_serial),
  }
}

const ukDay = isoDay

/**
 * The quote's state machine, on every write (admin, REST, GraphQL, local API, version restore, jobs): a new quote
 * is a draft; a status moves only as `QUOTE_MOVES` allows, by whom it allows; an order is cancelled by the owner
 * with a reason; dates are checked. The write locks the quote's row and checks it still holds what the save was
 * made from, so two writes never both win (one "yes", or a revision racing an acceptance).
 */
export const guardQuote: CollectionBeforeChangeHook<Quote> = async ({ data, originalDoc, operation, req, context }) => {
  const actor = actorOf(req, context ?? {})
  if (operation === 'create' || !originalDoc) {
    const refused = refusedMove(null, data.status ?? 'draft', actor)
    if (refused) throw refuse(refused)
    return data
  }
  const from = originalDoc.status
  const to = data.status ?? from
  // The customer's link answers only a quote still sent: one that moved on since the link read it (a "no" and a "yes"
  // at once, the other came first) is a change that came first, answered 409 like a lost race, not a refused move.
  if (actor === 'link' && from !== 'sent' && to !== from) throw refuse(QUOTE_CHANGED, 409)
  const refused = refusedMove(from, to, actor)
  if (refused) throw refuse(refused)

  const row = await lockedRow(req, originalDoc.id)
  if (row && (row.status !== from || row.revision !== (originalDoc.revision ?? 1))) throw refuse(QUOTE_CHANGED, 409)
  if (actor === 'link') {
    const condition = context?.[ACCEPT_CONDITION_CONTEXT] as AcceptCondition | undefined
    const current = row
      ? { status: row.status, revision: row.revision, sent: row.sent_revision, serial: row.link_serial ?? 0 }
      : {
          status: originalDoc.status,
          revision: originalDoc.revision,
          sent: originalDoc.sentRevision,
          serial: originalDoc.linkSerial ?? 0,
        }
    // Only a quote still sent is accepted: a second "yes" finds the first and records nothing.
    if (
      !condition ||
      from !== 'sent' ||
      current.status !== 'sent' ||
      condition.revision !== current.revision ||
      condition.revision !== current.sent ||
      condition.linkSerial !== current.serial
    )
      throw refuse(QUOTE_CHANGED, 409)
  }

  // What the customer was sent on acceptance is part of the order's record, even for code with full access.
  const sent = originalDoc.confirmation
  if (
    sent?.sentAt &&
    data.confirmation &&
    (
      ['sentAt', 'reference', 'accountName', 'sortCode', 'accountNumber', 'cancellationTerms', 'balanceDue'] as const
    ).some((k) =>
      k !== 'sentAt'
        ? (data.confirmation?.[k] ?? null) !== (sent[k] ?? null)
        : data.confirmation?.sentAt !== undefined &&
          Date.parse(String(data.confirmation.sentAt)) !== Date.parse(sent.sentAt!),
    )
  )
    throw refuse('The order confirmation the customer was sent is part of its record: it cannot change.')

  const next: Partial<Quote> = { ...data }
  if (to === 'cancelled' && from !== 'cancelled') {
    const reason = String(data.cancellationReason ?? originalDoc.cancellationReason ?? '').trim()
    if (!reason) throw refuse('Give the reason the order is cancelled.')
    next.cancellationReason = reason
    next.cancelledAt = new Date().toISOString()
  } else if (
    from === 'cancelled' &&
    (data.cancellationReason ?? originalDoc.cancellationReason) !== originalDoc.cancellationReason
  ) {
    throw refuse('The reason this order was cancelled is part of its record: it cannot change.')
  }

  const acceptedAt = originalDoc.acceptance?.acceptedAt
  const fittingMoved =
    data.fittingDate !== undefined &&
    (data.fittingDate ?? null) !== (originalDoc.fittingDate ?? null) &&
    data.fittingDate
  if (fittingMoved) {
    const fitting = data.fittingDate as string
    if (to !== 'accepted') throw refuse('A fitting date is set on an accepted order only.')
    if (acceptedAt && ukDay(fitting) < ukDay(acceptedAt))
      throw refuse(`The fitting cannot be before the order was accepted (${ukDay(acceptedAt)}).`)
    if (Date.parse(fitting) > Date.now() + FITTING_MAX_DAYS_AHEAD * DAY_MS)
      throw refuse('The fitting date is more than a year away: check the year.')
  }
  if (to === 'fitted' && from !== 'fitted' && data.fittedAt) {
    if (acceptedAt && ukDay(data.fittedAt) < ukDay(acceptedAt))
      throw refuse(`It cannot have been fitted before the order was accepted (${ukDay(acceptedAt)}).`)
  }
  return next
}

/**
 * Accepted in person, on every write (the quote page's form, the local API, REST, version restore): an acceptance is
 * recorded in person only as the quote moves from sent to accepted, with the visit it was taken at named by the
 * code that records it (`context.inPersonVisit`; the APIs cannot set it) and the witness passing `inPersonCheck`
 * (the quote's own visit, on its day, measured by them or the owner); the witness's name is their record's. Once
 * recorded, whether it was in person and with whom never changes. (REST and the admin cannot write the acceptance
 * at all: its fields are closed to them.)
 */
export const guardInPerson: CollectionBeforeChangeHook<Quote> = async ({
  data,
  originalDoc,
  operation,
  req,
  context,
}) => {
  if (!data.acceptance) return data
  const before = operation === 'update' ? originalDoc?.acceptance : undefined
  const next = { ...(before ?? {}), ...data.acceptance }
  const changed =
    Boolean(next.inPerson) !== Boolean(before?.inPerson) ||
    relationId(next.witness) !== relationId(before?.witness) ||
    (next.witnessName ?? null) !== (before?.witnessName ?? null)
  if (!changed) return data
  const accepting = operation === 'update' && originalDoc?.status === 'sent' && data.status === 'accepted'
  if (!accepting) throw refuse(IN_PERSON_REASONS.afterwards, 403)
  if (!next.inPerson) {
    // An acceptance online names no witness.
    if (relationId(next.witness) !== null || next.witnessName)
      throw refuse(nothingAccepted(IN_PERSON_REASONS.notFromVisit), 403)
    return data
  }
  const visit = context?.[IN_PERSON_VISIT_CONTEXT]
  if (visit === undefined || visit === null) throw refuse(nothingAccepted(IN_PERSON_REASONS.notFromVisit), 403)
  const check = await inPersonCheck(req.payload, {
    quoteVisit: originalDoc?.appointment,
    visitId: visit,
    userId: next.witness,
    req,
  })
  if (!check.ok) throw refuse(nothingAccepted(check.reason), check.status)
  return {
    ...data,
    acceptance: { ...next, inPerson: true, witness: check.witness.id, witnessName: check.witness.name },
  }
}

/**
 * Prices a quote: a draft on every save, a sent quote when it is sent and when its content changes (the next
 * revision: the link sent for the older one then says it was replaced). Otherwise its figures stay as they are:
 * an accepted order keeps the figures of the revision the customer accepted, whatever Settings, the grids or the
 * offers say later. The content of an accepted, fitted or closed quote cannot change at all.
 */
export const priceQuote: CollectionBeforeChangeHook<Quote> = async ({
  data,
  originalDoc: stored,
  operation,
  req,
  context,
}) => {
  // A create may be handed the record it duplicates (or an empty one): only an update has a stored quote.
  const originalDoc = operation === 'update' ? stored : undefined
  const merged = { ...(originalDoc ?? {}), ...data } as Quote
  const hash = hashOf(contentFields(merged))
  const from = originalDoc?.status
  const contentChanged = Boolean(originalDoc?.contentHash) && hash !== originalDoc?.contentHash
  if (from && FROZEN_STAGES.includes(from) && contentChanged) {
    throw refuse(
      from === 'accepted' || from === 'fitted'
        ? 'This quote was accepted and is frozen: its windows, prices and customer details can no longer change.'
        : `This quote is ${from}: its windows, prices and customer details can no longer change.`,
    )
  }
  const reprice = !originalDoc || from === 'draft' || context?.[QUOTE_MOVE_CONTEXT] === 'send' || contentChanged
  if (!reprice && originalDoc) {
    // The stored figures stand (an acceptance writes those of the revision accepted).
    return {
      ...data,
      lines: originalDoc.lines,
      totals: context?.[QUOTE_MOVE_CONTEXT] === 'link' && data.totals ? data.totals : originalDoc.totals,
      revision: originalDoc.revision,
      contentHash: originalDoc.contentHash,
    }
  }
  const { lines, totals, products } = await priceQuoteLines(req.payload, merged, req)
  const revision =
    originalDoc?.sentRevision && originalDoc.sentRevision === originalDoc.revision && contentChanged
      ? (originalDoc.revision ?? 1) + 1
      : (originalDoc?.revision ?? 1)
  return {
    ...data,
    lines: lines.map((l, i) => ({
      ...l,
      gridPence: totals.linePence[i],
      safetyRule: SAFETY_RULE,
      // The blind's slat width as priced: the accepted copy and the maker's order keep it, whatever the blind says later.
      slatWidthMm: products.get(String(relationId(l.product)))?.slatWidthMm ?? null,
    })),
    totals: {
      listPence: totals.listPence,
      offerTitle: totals.offerTitle,
      offerSaving: totals.offerSaving,
      adjustmentsPence: totals.adjustmentsPence,
      totalPence: totals.totalPence,
      depositPence: totals.depositPence,
    },
    revision,
    contentHash: hash,
  }
}
