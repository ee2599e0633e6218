import { createLocalReq } from 'payload'
import type { CollectionSlug, Payload } from 'payload'
import type { Pool } from 'pg'
import type { z } from 'zod'

import type { AvailabilityRules } from '@/lib/booking/availability'
import { readRules } from '@/lib/booking/book'
import { bookIfInstant, type HeldReason, choosesInstantWindow } from '@/lib/booking/instant'
import { addressKey, CLIENT_ADDRESS_CONTEXT, clientAddress } from '@/lib/platform/clientAddress'
import { isDatabaseDown, isDuplicateOf, poolOf } from '@/lib/platform/db'
import { errorForLog } from '@/lib/platform/logSafe'
import { errorStatus } from '@/lib/platform/narrow'
import { getLimiter } from '@/lib/platform/rateLimit'
import { BodyError, readRequestBody } from '@/lib/platform/requestBody'
import { appointmentSchema, fieldErrors, quoteRequestSchema } from '@/lib/validation/leads'
import { claimFingerprint, leadFingerprint, storeOnce, sweepExpired } from './dedupe'
import { answerLead, type LeadKind, type LeadOutcome, type LeadPost, type LeadResult } from './outcome'
import { WindowsRefused, withPricedWindows } from './windows'

export { MESSAGES, type LeadKind, type LeadResult } from './outcome'

const config: Record<LeadKind, { collection: CollectionSlug; schema: z.ZodType<Record<string, unknown>> }> = {
  appointment: { collection: 'measuring-appointments', schema: appointmentSchema },
  quote: { collection: 'quote-requests', schema: quoteRequestSchema },
}

// Shared by every server through Postgres.
const limiter = getLimiter('lead-submit', {
  points: Number(process.env.LEAD_RATE_LIMIT ?? 10), // requests…
  duration: Number(process.env.LEAD_RATE_WINDOW_SECONDS ?? 600), // …per client address per 10 minutes
})

/** A lead post from start to answer: the pipeline decides its outcome, `answerLead` puts it into words. */
export async function submitLead(payload: Payload, kind: LeadKind, request: Request): Promise<LeadResult> {
  let post: LeadPost
  try {
    const body = await readRequestBody(request)
    post = { kind, bodyKind: body.kind, data: body.data }
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    return answerLead(
      payload,
      { kind: 'unreadable', status: error.status, message: error.message },
      {
        kind,
        bodyKind: 'json',
        data: {},
      },
    )
  }
  return answerLead(payload, await runLead(payload, post, clientAddress(request)), post)
}

/**
 * The pipeline both lead endpoints run: rate limit → honeypot → shared zod schema → windows priced again →
 * de-duplication → instant booking or store (201 only after the row is committed). Notifications are sent by the
 * collections' afterChange hooks and never block or fail the lead.
 */
async function runLead(payload: Payload, post: LeadPost, client: string): Promise<LeadOutcome> {
  const { collection, schema } = config[post.kind]
  const { data } = post
  // A store that cannot be reached throws: the route answers 503, as it would for the insert.
  if (!(await limiter.take(payload, addressKey(client)))) return { kind: 'rate-limited' }

  // Bots fill the hidden field; they get the same answer as people, and nothing is stored.
  if (typeof data.website === 'string' && data.website.trim() !== '') return { kind: 'bot' }

  const parsed = schema.safeParse(data)
  if (!parsed.success) return { kind: 'invalid', fields: fieldErrors(parsed.error) }
  const { website: _honeypot, ...sent } = parsed.data
  // Windows priced on the site travel with the lead, priced again here from the grids.
  let fields: Awaited<ReturnType<typeof withPricedWindows<typeof sent>>>
  try {
    fields = await withPricedWindows(sent, post.kind)
  } catch (error) {
    if (!(error instanceof WindowsRefused)) throw error
    return { kind: 'windows-refused', message: error.message }
  }

  const fingerprint = leadFingerprint(post.kind, fields)
  const pool = poolOf(payload)
  const context = { [CLIENT_ADDRESS_CONTEXT]: client }
  try {
    sweepExpired(pool)
    let toStore: Record<string, unknown> = fields
    let held: HeldReason | undefined
    if (post.kind === 'appointment') {
      // In instant mode a chosen window is booked (or refused) at once; otherwise the lead is a request, as before.
      const instant = await bookInstantOnce(payload, pool, fingerprint, fields, context)
      if (instant.kind === 'duplicate') return { kind: 'duplicate', id: instant.id }
      if (instant.kind === 'booked') return { kind: 'booked', id: instant.id, slot: instant.slot }
      if (instant.kind === 'refused') {
        return {
          kind: 'slot-refused',
          status: instant.status,
          problem: instant.problem,
          next: instant.next,
          postcode: String(fields.postcode ?? ''),
          sourcePage: typeof fields.sourcePage === 'string' ? fields.sourcePage : undefined,
          windows: typeof sent.windows === 'string' && sent.windows ? sent.windows : undefined,
        }
      }
      toStore = instant.fields
      held = instant.held
    }
    // The fingerprint's claim and the lead commit together: a 201 means both are stored, on whichever server.
    const req = await createLocalReq({ context }, payload)
    const result = await storeOnce(payload, req, fingerprint, () =>
      payload.create({ collection, data: toStore, overrideAccess: true, depth: 0, req }),
    )
    if ('duplicateOf' in result) return { kind: 'duplicate', id: result.duplicateOf }
    if (held) return { kind: 'held', id: result.created.id, reason: held }
    // A postcode we do not usually cover is stored like any other; the visitor is told at once that we'll call.
    const outsideArea = 'outsideArea' in result.created && result.created.outsideArea === true
    return { kind: 'stored', id: result.created.id, outsideArea }
  } catch (error) {
    if (fields.idempotencyKey && isDuplicateOf(error, 'idempotencyKey')) {
      const { docs } = await payload.find({
        collection,
        where: { idempotencyKey: { equals: fields.idempotencyKey } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      if (docs[0]) return { kind: 'duplicate', id: docs[0].id }
    }
    if (errorStatus(error) === 400) return { kind: 'refused-on-store' }
    if (isDatabaseDown(error)) {
      // One escaped line: a failed query's message quotes the visitor's values.
      payload.logger.error(`lead not stored (${post.kind}): database unavailable: ${errorForLog(error)}`)
      return { kind: 'database-down' }
    }
    throw error
  }
}

type InstantResult =
  | Exclude<Awaited<ReturnType<typeof bookIfInstant>>, { kind: 'request' }>
  | { kind: 'request'; fields: Record<string, unknown>; held?: HeldReason }
  | { kind: 'duplicate'; id: string | null }

/**
 * An instant booking happens once per fingerprint too. The booking takes its window's lock in a transaction of its
 * own, so the fingerprint is claimed first (committed at once), linked to the booking when it is made, and released
 * when the booking is refused or fails. A request-mode appointment comes back as `request`, stored by the caller.
 */
async function bookInstantOnce(
  payload: Payload,
  pool: Pool,
  fingerprint: string,
  fields: Record<string, unknown>,
  context: Record<string, unknown>,
): Promise<InstantResult> {
  // The owner's rules, read once for this lead: the same rules decide the mode and book the window.
  const rules: AvailabilityRules = await readRules(payload)
  if (!choosesInstantWindow(rules, fields)) return bookIfInstant(payload, rules, fields, context)
  const claim = await claimFingerprint(pool, fingerprint)
  if (!claim.claimed) return { kind: 'duplicate', id: claim.leadId }
  try {
    const outcome = await bookIfInstant(payload, rules, fields, context)
    if (outcome.kind === 'booked') await claim.link(outcome.id)
    else await claim.release()
    return outcome
  } catch (error) {
    await claim.release().catch(() => {})
    throw error
  }
}
