import type { Payload } from 'payload'

import { businessFacts } from '@/lib/platform/businessFacts'
import { inLockedTransaction } from '@/lib/platform/lockedTransaction'
import { requestId } from '@/lib/platform/requestId'
import { isStaffUser, type SignedInUser, staffNameOf } from '@/lib/platform/roles'
import { sendMails } from '@/lib/platform/sendMails'
import { quoteNumber } from '../lines/content'
import { storedConfirmation } from '../money/confirmation'
import { markFitted } from './markFitted'
import type { Quote } from '@/payload-types'
import { checklistFromForm, checklistState, signedNameSchema, storedRow } from './checklist'
import { fittingSignedOffMail, type SignedChecklist } from './mails'

export type SignOffOutcome =
  /** signed-off: the order is fitted; held-back: a window cannot be signed off, the order stays open; saved: only that. */
  | { ok: true; code: 'signed-off' | 'held-back' | 'saved' }
  | {
      ok: false
      status: 400 | 403 | 404 | 409
      code: 'refused' | 'invalid' | 'not-found' | 'already-signed-off' | 'incomplete' | 'name-needed'
      error?: string
    }

const productName = (line: NonNullable<Quote['lines']>[number]) =>
  typeof line.product === 'object' && line.product ? line.product.name : ''

/**
 * The fitting signed off on the fitter's phone (issue 53). The checklist is saved as ticked whatever else happens
 * (nothing tapped is lost); then, with every window ticked through and the customer's typed name, the order is
 * marked fitted as "Mark fitted" does (which queues the review request) and the customer is e-mailed their copy.
 * A window held back with its reason leaves the order open. Owner and staff only; one sign-off at a time per order
 * (a transaction-scoped advisory lock), so a double tap marks it fitted and e-mails once.
 */
export async function signOffFitting(
  payload: Payload,
  user: SignedInUser,
  quoteId: unknown,
  form: Record<string, unknown>,
  now = new Date(),
): Promise<SignOffOutcome> {
  if (!isStaffUser(user)) return { ok: false, status: 403, code: 'refused' }
  const id = requestId(quoteId)
  if (id === null) return { ok: false, status: 400, code: 'invalid' }

  const { outcome, signed, to } = await inLockedTransaction(
    payload,
    'a sign-off',
    `sign-off:${id}`,
    async ({ req }) => {
      let signed: SignedChecklist | null = null
      let to: string | null = null
      let outcome: SignOffOutcome
      const quote = await payload
        .findByID({ collection: 'quotes', id, depth: 1, overrideAccess: true, req })
        .catch(() => null)
      if (quote?.status === 'fitted') outcome = { ok: false, status: 409, code: 'already-signed-off' }
      else if (!quote || quote.status !== 'accepted') outcome = { ok: false, status: 404, code: 'not-found' }
      else {
        const lines = quote.lines ?? []
        const parsed = checklistFromForm(
          lines.map((l) => ({ lineId: String(l.id), safetyDevice: l.safetyDevice })),
          form,
        )
        if (!parsed.ok) outcome = { ok: false, status: 400, code: 'invalid', error: parsed.error }
        else {
          const windows = parsed.rows.map((row, i) => ({ ...storedRow(row), room: lines[i].room ?? '' }))
          const state = checklistState(parsed.rows)
          const name = signedNameSchema.safeParse(String(form.signedName ?? ''))
          // "Save the checklist" keeps the ticks for later; "Sign off the fitting" (any other intent) signs when it can.
          const saveOnly = form.intent === 'save'
          const signs = !saveOnly && state === 'complete' && name.success
          const photoConsent = form.photoConsent === 'on' || form.photoConsent === true
          await payload.update({
            collection: 'quotes',
            id,
            overrideAccess: true,
            req,
            data: {
              signOff: {
                windows,
                ...(signs
                  ? { signedName: name.data, signedAt: now.toISOString(), fitter: Number(user!.id), photoConsent }
                  : {}),
              },
            },
          })
          if (saveOnly) outcome = { ok: true, code: 'saved' }
          else if (state === 'incomplete') outcome = { ok: false, status: 400, code: 'incomplete' }
          else if (state === 'held-back') outcome = { ok: true, code: 'held-back' }
          else if (!name.success)
            outcome = { ok: false, status: 400, code: 'name-needed', error: name.error.issues[0].message }
          else {
            const fitted = await markFitted(payload, id, null, req, now, true)
            if (!fitted.ok) throw new Error(`sign-off of order ${id}: ${fitted.error}`)
            outcome = { ok: true, code: 'signed-off' }
            to = quote.customerEmail ?? null
            const { totalDocs: afterPhotos } = await payload.count({
              collection: 'visit-photos',
              where: { and: [{ quote: { equals: id } }, { stage: { equals: 'fitted' } }] },
              overrideAccess: true,
              req,
            })
            signed = {
              number: quoteNumber(id),
              customerName: quote.customerName,
              signedName: name.data,
              signedAt: now.toISOString(),
              fitter: staffNameOf(user),
              photoConsent,
              afterPhotos,
              windows: windows.map((w, i) => ({ ...w, asked: parsed.rows[i].asked, blind: productName(lines[i]) })),
              // Read inside the sign-off's lock: a payment recorded before it counts.
              money: {
                owedPence: quote.account?.outstandingPence ?? quote.totals?.totalPence ?? 0,
                bank: storedConfirmation(quote)?.bank ?? null,
              },
            }
          }
        }
      }
      return { outcome, signed, to }
    },
  )
  // After the commit: the copy goes out only for a sign-off that was stored.
  if (signed && to)
    await sendMails(payload, [fittingSignedOffMail(to, signed, await businessFacts(payload))], `order ${id}`)
  return outcome
}
