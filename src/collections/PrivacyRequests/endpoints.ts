import type { Endpoint, PayloadRequest } from 'payload'

import { isOwnerUser, isStaffUser } from '@/access/roles'
import { expireTags } from '@/hooks/revalidate'
import { readSiteSettings } from '@/lib/platform/readSettings'
import { TAGS } from '@/lib/cms/tags'
import {
  erasePerson,
  type ErasureResult,
  findPerson,
  parseContact,
  personCopyCsv,
  personCopyJson,
} from '@/lib/privacy/person'

/** Where the admin view lives (payload.config.ts, `admin.components.views.privacy`). */
export const PRIVACY_VIEW_PATH = '/admin/privacy'

const noStore = { 'Cache-Control': 'no-store' }
const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: noStore })
const back = (params: Record<string, string>) =>
  new Response(null, {
    status: 303,
    headers: { ...noStore, Location: `${PRIVACY_VIEW_PATH}?${new URLSearchParams(params)}` },
  })

async function formOf(req: PayloadRequest): Promise<URLSearchParams> {
  const type = req.headers.get('content-type') ?? ''
  if (type.includes('application/json')) {
    const body = ((await req.json?.().catch(() => null)) ?? {}) as Record<string, unknown>
    return new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]))
  }
  return new URLSearchParams((await req.text?.()) ?? '')
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** What the log and the owner are told: counts, and what was kept and why; never whose data or what it said. */
export function erasureSummary(result: ErasureResult): string {
  const parts = [`${plural(result.erased, 'record')} erased`]
  if (result.rateLimitEntries) parts.push(`${plural(result.rateLimitEntries, 'e-mail rate-limit entry')} deleted`)
  for (const kept of result.kept)
    parts.push(`1 record keeps ${kept.keeps} until ${kept.until.slice(0, 10)}: ${kept.reason}`)
  return parts.join('; ')
}

/**
 * The actions of /admin/privacy. The owner erases a person (a confirmed form post) and downloads their copy; staff
 * file an erasure request for the owner. Each writes a privacy log entry.
 */
export const privacyEndpoints: Endpoint[] = [
  {
    path: '/erase',
    method: 'post',
    handler: async (req) => {
      if (!isOwnerUser(req.user)) return refuse(403, 'Only the owner can erase a person.')
      const form = await formOf(req)
      const query = form.get('q') ?? ''
      const contact = parseContact(query)
      if (!contact) return refuse(400, 'Give an e-mail address or a phone number.')
      if (form.get('confirm') !== 'yes') return back({ q: query, error: 'confirm' })
      const now = new Date()
      const { payload } = req
      const found = await findPerson(payload, contact)
      const openRequests = (found.records.find((r) => r.collection === 'privacy-requests')?.docs ?? []).map((d) => d.id)
      const result = await erasePerson(payload, found, (await readSiteSettings(payload, req)).retention, now)
      // Their reviews left the pages (written in SQL, so no hook ran): the pages that showed them render again.
      if (result.collections.includes('reviews')) await expireTags([TAGS.testimonials, TAGS.localJobs], req)
      const summary = erasureSummary(result)
      if (openRequests.length > 0)
        await payload.update({
          collection: 'privacy-requests',
          where: { id: { in: openRequests } },
          data: { status: 'done' },
          overrideAccess: true,
        })
      const entry = await payload.create({
        collection: 'privacy-requests',
        data: { kind: 'erasure', by: req.user!.id, summary },
        overrideAccess: true,
      })
      payload.logger.info(`privacy: erasure ${entry.id} by user ${req.user!.id}: ${summary}`)
      return back({ done: String(entry.id) })
    },
  },
  {
    path: '/request',
    method: 'post',
    handler: async (req) => {
      if (!isStaffUser(req.user)) return refuse(401, 'Sign in to file a request.')
      const query = (await formOf(req)).get('q') ?? ''
      if (!parseContact(query)) return refuse(400, 'Give an e-mail address or a phone number.')
      const entry = await req.payload.create({
        collection: 'privacy-requests',
        data: { kind: 'erasure-request', status: 'open', contact: query.trim(), by: req.user!.id },
        overrideAccess: true,
      })
      return back({ requested: String(entry.id) })
    },
  },
  {
    path: '/copy',
    method: 'get',
    handler: async (req) => {
      if (!isOwnerUser(req.user)) return refuse(403, 'Only the owner can download a person’s data.')
      const url = new URL(req.url ?? '', 'http://localhost')
      const contact = parseContact(url.searchParams.get('q'))
      if (!contact) return refuse(400, 'Give an e-mail address or a phone number.')
      const format = url.searchParams.get('format') === 'csv' ? 'csv' : 'json'
      const now = new Date()
      const found = await findPerson(req.payload, contact)
      const records = found.records.reduce((n, r) => n + r.docs.length, 0)
      await req.payload.create({
        collection: 'privacy-requests',
        data: { kind: 'copy', by: req.user!.id, summary: `${plural(records, 'record')} (${format.toUpperCase()})` },
        overrideAccess: true,
      })
      const name = `personal-data-${now.toISOString().slice(0, 10)}.${format}`
      const body = format === 'csv' ? personCopyCsv(found) : JSON.stringify(personCopyJson(found, now), null, 2)
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
