import { createLocalReq } from 'payload'
import type { CollectionSlug, Payload } from 'payload'
import type { Pool } from 'pg'
import type { z } from 'zod'

import { BOOKING_MESSAGES, bookIfInstant, type HeldReason, isInstantBooking, slotSummary } from '@/lib/booking/instant'
import { addressKey, CLIENT_ADDRESS_CONTEXT, clientAddress } from '@/lib/platform/clientAddress'
import { isDatabaseDown, isUniqueViolation, poolOf } from '@/lib/platform/db'
import { getLimiter } from '@/lib/platform/rateLimit'
import { appointmentSchema, fieldErrors, quoteRequestSchema } from '@/lib/validation/leads'
import { claimFingerprint, ensureDedupeStore, leadFingerprint, storeOnce, sweepExpired } from './dedupe'
import { saveFormDraft } from './formDraft'
import { formPagePath, sealFormErrors } from './formErrors'
import { errorForLog } from '@/lib/platform/logSafe'
import { BodyError, readLeadBody } from './leadBody'
import { WindowsRefused, withPricedWindows } from './windows'

/**
 * The one pipeline both lead endpoints run: size limit → parse → rate limit → honeypot → shared zod schema →
 * de-duplication → store (201 only after the row is committed) → answer. Notifications are sent by the
 * collections' afterChange hooks and never block or fail the lead.
 */
export type LeadKind = 'appointment' | 'quote'

const config: Record<LeadKind, { collection: CollectionSlug; schema: z.ZodType<Record<string, unknown>> }> = {
  appointment: { collection: 'measuring-appointments', schema: appointmentSchema },
  quote: { collection: 'quote-requests', schema: quoteRequestSchema },
}

export const MESSAGES = {
  invalid: 'Please check the highlighted fields.',
  rateLimited: 'Too many requests from your connection. Please wait a few minutes, or call us.',
  unavailable: 'We couldn’t save your request just now. Please try again in a minute, or call us.',
}

// Shared by every server through Postgres.
const limiter = getLimiter('lead-submit', {
  points: Number(process.env.LEAD_RATE_LIMIT ?? 10), // requests…
  duration: Number(process.env.LEAD_RATE_WINDOW_SECONDS ?? 600), // …per client address per 10 minutes
})

export interface LeadResult {
  status: number
  body: Record<string, unknown>
  /** Set when the request came from a plain HTML form (no JavaScript): where to send the browser. */
  redirect?: string
}

function isDuplicateKey(error: unknown): boolean {
  const e = error as { data?: { errors?: { path?: string }[] } } | null | undefined
  return isUniqueViolation(error) || Boolean(e?.data?.errors?.some((x) => x.path === 'idempotencyKey'))
}

export async function submitLead(payload: Payload, kind: LeadKind, request: Request): Promise<LeadResult> {
  const { collection, schema } = config[kind]
  let bodyKind: 'json' | 'form' = 'json'
  let data: Record<string, unknown>
  try {
    const body = await readLeadBody(request)
    bodyKind = body.kind
    data = body.data
  } catch (error) {
    if (error instanceof BodyError) return { status: error.status, body: { error: error.message } }
    throw error
  }
  const formRedirect = (ok: boolean, errors?: Record<string, string>) =>
    bodyKind === 'form'
      ? `/thank-you?${new URLSearchParams({ type: kind, ok: ok ? '1' : '0', ...(errors ? { errors: sealFormErrors(payload.secret, errors), from: formPagePath(data.sourcePage) } : {}) })}`
      : undefined
  /** A refused plain form post: what was typed is kept as a draft, so the error page shows the form again with it. */
  const refusedForm = async (errors: Record<string, string>) => {
    const redirect = formRedirect(false, errors)
    if (!redirect) return undefined
    const draft = await saveFormDraft(poolOf(payload), kind, data).catch(() => null)
    return draft ? `${redirect}&${new URLSearchParams({ draft })}` : redirect
  }

  const client = clientAddress(request)
  // A store that cannot be reached throws: the route answers 503, as it would for the insert.
  if (!(await limiter.take(payload, addressKey(client)))) {
    return { status: 429, body: { error: MESSAGES.rateLimited }, redirect: formRedirect(false) }
  }

  // Bots fill the hidden field; they get the same answer as people, and nothing is stored.
  if (typeof data.website === 'string' && data.website.trim() !== '') {
    return { status: 201, body: { ok: true }, redirect: formRedirect(true) }
  }

  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    return { status: 400, body: { error: MESSAGES.invalid, fields }, redirect: await refusedForm(fields) }
  }
  const { website: _honeypot, ...sent } = parsed.data
  // Windows priced on the site travel with the lead, priced again here from the grids.
  let fields: Awaited<ReturnType<typeof withPricedWindows<typeof sent>>>
  try {
    fields = await withPricedWindows(sent, kind)
  } catch (error) {
    if (!(error instanceof WindowsRefused)) throw error
    const refused = { windows: error.message }
    return { status: 422, body: { error: error.message, fields: refused }, redirect: await refusedForm(refused) }
  }

  const fingerprint = leadFingerprint(kind, fields)
  const duplicate = (id: unknown) => ({
    status: 200,
    body: { id: typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id, duplicate: true },
    redirect: formRedirect(true),
  })

  const pool = poolOf(payload)
  const context = { [CLIENT_ADDRESS_CONTEXT]: client }
  try {
    await ensureDedupeStore(pool)
    sweepExpired(pool)
    let data: Record<string, unknown> = fields
    let held: HeldReason | undefined
    if (kind === 'appointment') {
      // In instant mode a chosen window is booked (or refused) at once; otherwise the lead is a request, as before.
      const instant = await bookInstantOnce(payload, pool, fingerprint, fields, context)
      if (instant.kind === 'duplicate') return duplicate(instant.id)
      if (instant.kind === 'booked') {
        const window = slotSummary(instant.slot)
        return {
          status: 201,
          body: { id: instant.id, confirmed: true, window },
          redirect:
            bodyKind === 'form'
              ? `/thank-you?${new URLSearchParams({ type: kind, ok: '1', booked: window.value })}`
              : undefined,
        }
      }
      if (instant.kind === 'refused') {
        const message =
          instant.problem === 'full'
            ? BOOKING_MESSAGES.full
            : instant.problem === 'outside' || instant.problem === 'postcode'
              ? BOOKING_MESSAGES[instant.problem]
              : BOOKING_MESSAGES.unavailable
        const field = instant.problem === 'outside' || instant.problem === 'postcode' ? 'postcode' : 'slot'
        return {
          status: instant.status,
          body: { error: message, fields: { [field]: message }, next: instant.next.map(slotSummary) },
          redirect:
            bodyKind === 'form'
              ? `/book/choose-a-time?${new URLSearchParams({ problem: instant.problem, postcode: String(fields.postcode ?? ''), ...(typeof fields.sourcePage === 'string' ? { source: fields.sourcePage } : {}), ...(typeof sent.windows === 'string' && sent.windows ? { windows: sent.windows } : {}) })}#booking`
              : undefined,
        }
      }
      data = instant.fields
      if (instant.kind === 'request' && instant.held) held = instant.held
    }
    // The fingerprint's claim and the lead commit together: a 201 means both are stored, on whichever server.
    const req = await createLocalReq({ context }, payload)
    const result = await storeOnce(payload, req, fingerprint, () =>
      payload.create({ collection, data, overrideAccess: true, depth: 0, req }),
    )
    if ('duplicateOf' in result) return duplicate(result.duplicateOf)
    if (held) {
      // An instant booking beyond a limit: stored as a request, and the visitor is told so.
      const message = held === 'contact' ? BOOKING_MESSAGES.heldByContact : BOOKING_MESSAGES.heldByAddress
      return {
        status: 201,
        body: { id: result.created.id, confirmed: false, message },
        redirect: bodyKind === 'form' ? `/thank-you?${new URLSearchParams({ type: kind, ok: '1', held })}` : undefined,
      }
    }
    // A postcode we do not usually cover is stored like any other; the visitor is told at once that we'll call.
    const outsideArea = 'outsideArea' in result.created && result.created.outsideArea === true
    return {
      status: 201,
      body: { id: result.created.id, ...(outsideArea ? { outsideArea } : {}) },
      redirect: outsideArea ? formRedirect(true)?.concat('&outside=1') : formRedirect(true),
    }
  } catch (error) {
    if (fields.idempotencyKey && isDuplicateKey(error)) {
      const { docs } = await payload.find({
        collection,
        where: { idempotencyKey: { equals: fields.idempotencyKey } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      if (docs[0]) return duplicate(docs[0].id)
    }
    const status = (error as { status?: number }).status
    if (status === 400) {
      return { status: 400, body: { error: MESSAGES.invalid }, redirect: formRedirect(false) }
    }
    if (isDatabaseDown(error)) {
      // One escaped line: a failed query's message quotes the visitor's values.
      payload.logger.error(`lead not stored (${kind}): database unavailable: ${errorForLog(error)}`)
      return { status: 503, body: { error: MESSAGES.unavailable }, redirect: formRedirect(false) }
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
  if (!(await isInstantBooking(payload, fields))) return bookIfInstant(payload, fields, context)
  const claim = await claimFingerprint(pool, fingerprint)
  if (!claim.claimed) return { kind: 'duplicate', id: claim.leadId }
  try {
    const outcome = await bookIfInstant(payload, fields, context)
    if (outcome.kind === 'booked') await claim.link(outcome.id)
    else await claim.release()
    return outcome
  } catch (error) {
    await claim.release().catch(() => {})
    throw error
  }
}
