import { APIError, type GlobalAfterChangeHook, type GlobalBeforeChangeHook } from 'payload'

import { businessFacts } from '@/lib/platform/businessFacts'
import { type SignedInUser } from '@/lib/platform/roles'
import { sendMails } from '@/lib/platform/sendMails'
import { bankChangeMail, bankChangeSummary } from '@/lib/orders'
import { bankDetailsEmpty, bankDetailsOf, checkBankField } from '@/lib/validation/bankDetails'

const CHANGE_CONTEXT = 'bankDetailsChange'

type Doc = {
  accountName?: string | null
  sortCode?: string | null
  accountNumber?: string | null
  changes?: { changedAt?: string | null; changedBy?: string | null; summary?: string | null }[] | null
}

const whoOf = (u: SignedInUser) =>
  u?.email ? `${u.name ? `${u.name} ` : ''}<${u.email}>` : 'server code (no signed-in user)'

/**
 * Checks the three fields together (stored as 12-34-56 and eight digits) on every write, including the local API
 * with full access, and appends a change record when any of them changed; the record is server-written only.
 */
export const recordBankDetailsChange: GlobalBeforeChangeHook = ({ data, originalDoc, req, context }) => {
  const merged = { ...(originalDoc ?? {}), ...data } as Doc
  let next: Pick<Doc, 'accountName' | 'sortCode' | 'accountNumber'>
  if (bankDetailsEmpty(merged)) next = { accountName: null, sortCode: null, accountNumber: null }
  else {
    const details = bankDetailsOf(merged)
    if (!details) {
      const problem = (['accountName', 'sortCode', 'accountNumber'] as const)
        .map((field) => checkBankField(field, merged[field], merged))
        .find((result) => result !== true)
      throw new APIError(problem ?? 'Check the bank details.', 400, null, true)
    }
    next = details
  }
  const before = (originalDoc ?? {}) as Doc
  const summary = bankChangeSummary(before, next)
  const changes = (before.changes ?? []).map(({ changedAt, changedBy, summary: s }) => ({
    changedAt,
    changedBy,
    summary: s,
  }))
  if (summary) {
    const change = { changedAt: new Date().toISOString(), changedBy: whoOf(req.user), summary }
    changes.push(change)
    context[CHANGE_CONTEXT] = change
  }
  return { ...data, ...next, changes }
}

/** Every owner is told of a change at once (a stolen password changing the account must not pass silently). */
export const mailBankDetailsChange: GlobalAfterChangeHook = async ({ doc, req, context }) => {
  const change = context[CHANGE_CONTEXT] as { changedAt: string; changedBy: string; summary: string } | undefined
  if (!change) return doc
  const { payload } = req
  const owners = await payload.find({
    collection: 'users',
    where: { role: { equals: 'owner' } },
    depth: 0,
    limit: 20,
    pagination: false,
    overrideAccess: true,
  })
  const facts = await businessFacts(payload)
  const addresses = [...new Set(owners.docs.map((u) => u.email).filter(Boolean))]
  await sendMails(
    payload,
    (addresses.length ? addresses : [facts.email]).map((to) =>
      bankChangeMail(to, { by: change.changedBy, at: change.changedAt, summary: change.summary }, facts),
    ),
    'bank details',
  )
  return doc
}
