import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { expireTags } from '@/hooks/revalidate'
import { readSiteSettings } from '@/lib/platform/readSettings'
import { TAGS } from '@/lib/cms/tags'
import { poolOf } from '@/lib/platform/db'
import { isOneOf } from '@/lib/platform/narrow'
import { requestId } from '@/lib/platform/requestId'
import { businessFacts } from '@/lib/platform/businessFacts'
import { isOwnerUser, isStaffUser } from '@/lib/platform/roles'
import { sendMails } from '@/lib/platform/sendMails'
import { anonymise } from '@/lib/privacy/anonymise'
import { normaliseEmail } from '@/lib/privacy/match'
import {
  erasePerson,
  type ErasureResult,
  type OrderHolding,
  ordersHoldingErasure,
  findPerson,
  parseContact,
  personCopyCsv,
  personCopyHtml,
  personCopyJson,
  picked,
} from '@/lib/privacy/person'
import {
  addressesOnRecords,
  confirmLink,
  confirmMail,
  copyLink,
  copyMail,
  erasedMail,
  erasedWords,
  REQUEST_KINDS,
  type RequestKind,
  requestOfLink,
  tellPerson,
  waitingMail,
  waitingWords,
} from '@/lib/privacy/requests'
import type { PrivacyRequest } from '@/payload-types'

/** Where the admin view lives (payload.config.ts, `admin.components.views.privacy`). */
export const PRIVACY_VIEW_PATH = '/admin/privacy'
/** The person's confirmation page (src/app/(frontend)/privacy-request/[token]). */
const CONFIRM_PAGE = '/privacy-request'

const noStore = { 'Cache-Control': 'no-store' }
const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: noStore })
const redirect = (location: string) => new Response(null, { status: 303, headers: { ...noStore, Location: location } })
const back = (params: Record<string, string>) => redirect(`${PRIVACY_VIEW_PATH}?${new URLSearchParams(params)}`)

async function formOf(req: PayloadRequest): Promise<URLSearchParams> {
  const type = req.headers.get('content-type') ?? ''
  if (type.includes('application/json')) {
    const body = ((await req.json?.().catch(() => null)) ?? {}) as Record<string, unknown>
    return new URLSearchParams(
      Object.entries(body).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => [k, String(one)])),
    )
  }
  return new URLSearchParams((await req.text?.()) ?? '')
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** What the log and the owner are told: counts, and what was kept and why; never whose data or what it said. */
export function erasureSummary(result: ErasureResult): string {
  const parts = [`${plural(result.erased, 'record')} erased`]
  if (result.mentionsRemoved) parts.push(`${plural(result.mentionsRemoved, 'mention')} removed from other records`)
  if (result.excluded) parts.push(`${plural(result.excluded, 'record')} excluded by the owner, untouched`)
  if (result.rateLimitEntries) parts.push(`${plural(result.rateLimitEntries, 'e-mail rate-limit entry')} deleted`)
  for (const kept of result.kept)
    parts.push(`1 record keeps ${kept.keeps} until ${kept.until.slice(0, 10)}: ${kept.reason}`)
  return parts.join('; ')
}

async function requestById(payload: Payload, id: unknown): Promise<PrivacyRequest | null> {
  const requestNumber = requestId(id)
  if (requestNumber === null) return null
  const request = await payload
    .findByID({ collection: 'privacy-requests', id: requestNumber, overrideAccess: true, depth: 0 })
    .catch(() => null)
  return request && isOneOf(REQUEST_KINDS, request.kind) ? request : null
}

/**
 * Takes a confirmed request for one action, atomically: of two owners (or two clicks) acting on it at once, one
 * acts and the other is refused, so nothing is erased or sent twice.
 */
const claim = async (payload: Payload, id: number, kind: RequestKind) =>
  (
    await poolOf(payload).query(
      `UPDATE privacy_requests SET status = 'done' WHERE id = $1 AND kind = $2 AND status IN ('verified', 'waiting') RETURNING id`,
      [id, kind],
    )
  ).rowCount === 1

/** What a waiting request records: which orders hold it back and why (record numbers, never the person's details). */
export const waitingSummary = (waiting: readonly OrderHolding[]) =>
  `Waiting until ${waiting.map((w) => `${w.record} (${w.reason})`).join(', ')} is fitted and paid: the contract still needs the customer's details. The owner may instead cancel the order (and decide the money), then erase.`

/**
 * An erasure held back by an order: the request waits, recording why, and the person is told (once, when it starts
 * to wait). Nothing is erased.
 */
async function holdErasure(payload: Payload, request: PrivacyRequest, waiting: readonly OrderHolding[]) {
  await payload.update({
    collection: 'privacy-requests',
    id: request.id,
    data: { status: 'waiting', summary: waitingSummary(waiting) },
    overrideAccess: true,
  })
  if (request.status === 'waiting') return
  const facts = await businessFacts(payload)
  await tellPerson(payload, request, {
    mail: (to) => waitingMail(to, waiting, facts),
    text: `${facts.businessName}: ${waitingWords(waiting, facts)}`,
  })
}

const foundFor = async (payload: Payload, request: PrivacyRequest) => {
  const contact = parseContact(request.contact)
  return contact ? findPerson(payload, contact) : null
}

/**
 * The actions of /admin/privacy and the person's links. Staff file a person's request (a copy or an erasure) and
 * either e-mail a confirmation link to an address on their records or, when the records hold only a phone, call
 * that number back and record it. Once the person is verified the owner picks the records (a preview of each) and
 * erases them, or sends the copy as a download link to the verified address. Each step writes the privacy log.
 */
export const privacyEndpoints: Endpoint[] = [
  {
    path: '/request',
    method: 'post',
    handler: async (req) => {
      if (!isStaffUser(req.user)) return refuse(401, 'Sign in to file a request.')
      const form = await formOf(req)
      const query = (form.get('q') ?? '').trim()
      const contact = parseContact(query)
      if (!contact) return refuse(400, 'Give an e-mail address or a phone number.')
      const kind = form.get('kind') === 'copy-request' ? 'copy-request' : 'erasure-request'
      const found = await findPerson(req.payload, contact)
      if (found.records.length === 0) return refuse(400, 'Nothing is held under that e-mail or phone.')
      const addresses = addressesOnRecords(found)
      const email = normaliseEmail(form.get('email'))
      // The link goes only to an address on their own records; a phone-only person is called back instead.
      if (addresses.length > 0 && (!email || !addresses.includes(email)))
        return refuse(400, 'Choose one of the e-mail addresses on their records.')
      const now = new Date()
      const entry = await req.payload.create({
        collection: 'privacy-requests',
        data: {
          kind,
          status: 'open',
          contact: query,
          by: req.user!.id,
          verification: email ? { email, linkSentAt: now.toISOString(), linkRevision: 1 } : { linkRevision: 0 },
        },
        overrideAccess: true,
      })
      if (email)
        await sendMails(
          req.payload,
          [confirmMail(email, kind, confirmLink(entry.id, 1, now), await businessFacts(req.payload))],
          `privacy request ${entry.id}`,
        )
      return back({ request: String(entry.id), filed: email ? 'link' : 'call' })
    },
  },
  {
    path: '/callback',
    method: 'post',
    handler: async (req) => {
      if (!isStaffUser(req.user)) return refuse(401, 'Sign in first.')
      const request = await requestById(req.payload, (await formOf(req)).get('request'))
      if (!request || request.status !== 'open') return refuse(400, 'No open request.')
      const found = await foundFor(req.payload, request)
      if (!found || !('phone' in found.contact) || addressesOnRecords(found).length > 0)
        return refuse(400, 'Their records hold an e-mail address: they confirm by the link.')
      await req.payload.update({
        collection: 'privacy-requests',
        id: request.id,
        data: {
          status: 'verified',
          verification: {
            ...request.verification,
            method: 'call-back',
            verifiedAt: new Date().toISOString(),
            verifiedBy: req.user!.id,
          },
        },
        overrideAccess: true,
      })
      return back({ request: String(request.id) })
    },
  },
  {
    // The person's own step: no sign-in, the signed link is the proof. A POST, so a mail scanner opening the link
    // confirms nothing.
    path: '/confirm',
    method: 'post',
    handler: async (req) => {
      const token = (await formOf(req)).get('token') ?? ''
      const page = `${CONFIRM_PAGE}/${encodeURIComponent(token)}`
      const link = await requestOfLink(req.payload, 'privacy-confirm', token)
      if (!link.ok) return redirect(`${page}?done=${link.reason}`)
      const { request } = link
      if (request.status === 'open')
        await req.payload.update({
          collection: 'privacy-requests',
          id: request.id,
          data: {
            status: 'verified',
            verification: { ...request.verification, method: 'email-link', verifiedAt: new Date().toISOString() },
          },
          overrideAccess: true,
        })
      return redirect(`${page}?done=confirmed`)
    },
  },
  {
    path: '/erase',
    method: 'post',
    handler: async (req) => {
      if (!isOwnerUser(req.user)) return refuse(403, 'Only the owner can erase a person.')
      const form = await formOf(req)
      const request = await requestById(req.payload, form.get('request'))
      if (
        !request ||
        request.kind !== 'erasure-request' ||
        (request.status !== 'verified' && request.status !== 'waiting')
      )
        return refuse(400, 'Erase only on a request the person has confirmed.')
      if (form.get('confirm') !== 'yes') return back({ request: String(request.id), error: 'confirm' })
      const found = await foundFor(req.payload, request)
      if (!found) return refuse(400, 'The request has no contact.')
      const picks = picked(found, form.getAll('pick'))
      if (picks.records.length + picks.mentions.length === 0)
        return back({ request: String(request.id), error: 'nothing' })
      const { payload } = req
      // An order not yet fitted and paid still needs the person's details: the request waits, and says why.
      const holding = await ordersHoldingErasure(payload, picks)
      if (holding.length > 0) {
        await holdErasure(payload, request, holding)
        return back({ request: String(request.id), waiting: '1' })
      }
      if (!(await claim(payload, request.id, 'erasure-request')))
        return refuse(409, 'This request is already being dealt with.')
      const result = await erasePerson(
        payload,
        found,
        picks,
        (await readSiteSettings(payload, req)).retention,
        new Date(),
      )
      // An order accepted meanwhile: nothing was erased; the request waits after all.
      if (result.waiting.length > 0) {
        await holdErasure(payload, request, result.waiting)
        return back({ request: String(request.id), waiting: '1' })
      }
      // Their reviews left the pages (written in SQL, so no hook ran): the pages that showed them render again.
      if (result.collections.includes('reviews')) await expireTags([TAGS.testimonials, TAGS.localJobs], req)
      const summary = erasureSummary(result)
      const entry = await payload.create({
        collection: 'privacy-requests',
        data: { kind: 'erasure', by: req.user!.id, summary, records: result.outcomes },
        overrideAccess: true,
      })
      await payload.update({
        collection: 'privacy-requests',
        id: request.id,
        data: { status: 'done', summary: `Erasure ${entry.id}` },
        overrideAccess: true,
      })
      // The person is told it is done (by the way they proved it was them), before their contact goes.
      const facts = await businessFacts(payload)
      await tellPerson(payload, request, {
        mail: (to) => erasedMail(to, result, facts),
        text: `${facts.businessName}: ${erasedWords(result, facts).replace(/\n\n/g, ' ')}`,
      })
      // The request's own contact details go with the erasure.
      await anonymise(payload, 'privacy-requests', [request.id], { now: new Date() })
      payload.logger.info(`privacy: erasure ${entry.id} by user ${req.user!.id}: ${summary}`)
      return back({ done: String(entry.id) })
    },
  },
  {
    path: '/copy',
    method: 'post',
    handler: async (req) => {
      if (!isOwnerUser(req.user)) return refuse(403, 'Only the owner can send a person’s data.')
      const form = await formOf(req)
      const request = await requestById(req.payload, form.get('request'))
      if (!request || request.kind !== 'copy-request' || request.status !== 'verified')
        return refuse(400, 'Send a copy only on a request the person has confirmed.')
      const to = normaliseEmail(request.verification?.email)
      if (!to || request.verification?.method !== 'email-link')
        return refuse(400, 'A copy goes only to an address the person confirmed.')
      const found = await foundFor(req.payload, request)
      if (!found) return refuse(400, 'The request has no contact.')
      const picks = picked(found, form.getAll('pick'))
      if (picks.records.length + picks.mentions.length === 0)
        return back({ request: String(request.id), error: 'nothing' })
      if (!(await claim(req.payload, request.id, 'copy-request')))
        return refuse(409, 'This request is already being dealt with.')
      const revision = (request.verification?.linkRevision ?? 0) + 1
      const now = new Date()
      await req.payload.update({
        collection: 'privacy-requests',
        id: request.id,
        data: {
          status: 'done',
          picks: [...picks.records, ...picks.mentions].map((p) => p.key),
          verification: { ...request.verification, linkRevision: revision, linkSentAt: now.toISOString() },
          summary: `Copy of ${plural(picks.records.length, 'record')} and ${plural(picks.mentions.length, 'mention')} sent as a link`,
        },
        overrideAccess: true,
      })
      await sendMails(
        req.payload,
        [copyMail(to, copyLink(request.id, revision, now), await businessFacts(req.payload))],
        `privacy copy ${request.id}`,
      )
      return back({ request: String(request.id), sent: 'copy' })
    },
  },
  {
    // The person's download, behind the signed link e-mailed to their verified address: what the owner picked,
    // as it is held now.
    path: '/download',
    method: 'get',
    handler: async (req) => {
      const url = new URL(req.url ?? '', 'http://localhost')
      const link = await requestOfLink(req.payload, 'privacy-copy', url.searchParams.get('token') ?? '')
      if (!link.ok)
        return refuse(
          link.reason === 'expired' ? 410 : 404,
          link.reason === 'expired' ? 'This link has expired.' : 'Not found.',
        )
      const { request } = link
      const found =
        request.kind === 'copy-request' && request.status === 'done' ? await foundFor(req.payload, request) : null
      if (!found) return refuse(404, 'Not found.')
      const picks = picked(found, Array.isArray(request.picks) ? (request.picks as string[]) : [])
      const asked = url.searchParams.get('format')
      const format = asked === 'csv' || asked === 'html' ? asked : 'json'
      const now = new Date()
      await req.payload.create({
        collection: 'privacy-requests',
        data: {
          kind: 'copy',
          summary: `${plural(picks.records.length, 'record')} (${format.toUpperCase()}) for request ${request.id}`,
        },
        overrideAccess: true,
      })
      const name = `personal-data-${now.toISOString().slice(0, 10)}.${format}`
      const rateLimitEntries = picks.records.length > 0 ? found.rateLimitKeys.length : 0
      if (format === 'html')
        // The readable copy opens in the browser to read or print: a page of its own, nothing loaded, no script.
        return new Response(personCopyHtml(req.payload, picks, now, (await businessFacts(req.payload)).businessName), {
          headers: {
            ...noStore,
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Disposition': `inline; filename="${name}"`,
            'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
          },
        })
      const body =
        format === 'csv'
          ? personCopyCsv(req.payload, picks)
          : JSON.stringify(personCopyJson(req.payload, picks, rateLimitEntries, now), null, 2)
      return new Response(body, {
        headers: {
          ...noStore,
          'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name}"`,
        },
      })
    },
  },
]
