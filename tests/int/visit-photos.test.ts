import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { runRetention } from '@/jobs/retention'
import { poolOf } from '@/lib/platform/db'
import { readSiteSettings } from '@/lib/platform/readSettings'
import { parseContact } from '@/lib/privacy/match'
import { defaultPicks, erasePerson, findPerson, picked } from '@/lib/privacy/person'
import { callRest, loginToken } from '../support/int/cms-routes'
import { getTestPayload, userFor, type Actor } from '../support/int/payload'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { testData } from '../support/int/testData'

/**
 * Photos of customers' homes (issue 51): a staff-only upload collection, the file included; stored without EXIF, GPS
 * or XMP; deleted, files too, when their appointment is erased or aged out.
 */
let payload: Payload
let staffToken: string
const tag = `P${Date.now().toString(36)}`
const DAY_MS = 24 * 60 * 60 * 1000

/** A real phone-like JPEG that says where it was taken. */
const gpsJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'x' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 28/1 0/1' } })
    .toBuffer()

async function appointment(name: string) {
  return payload.create({
    collection: 'measuring-appointments',
    data: testData('measuring-appointments', {
      customerName: name,
      customerPhone: '0121 496 0999',
      customerEmail: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
      address: '9 Photo Lane',
      postcode: 'B13 9PP',
    }),
    overrideAccess: true,
    depth: 0,
  })
}

async function photo(appointmentId: number | undefined, actor: Actor = 'staff', extra: Record<string, unknown> = {}) {
  const data = await gpsJpeg()
  return payload.create({
    collection: 'visit-photos',
    data: testData('visit-photos', { appointment: appointmentId, stage: 'measuring', ...extra }),
    file: { data, mimetype: 'image/jpeg', name: 'IMG_0001.JPG', size: data.length },
    overrideAccess: false,
    user: await userFor(payload, actor),
    depth: 0,
  })
}

const staticDir = () => {
  const upload = payload.collections['visit-photos'].config.upload
  return (upload as { staticDir: string }).staticDir
}
const storedFiles = (doc: { filename?: string | null; sizes?: { thumbnail?: { filename?: string | null } } }) =>
  [doc.filename, doc.sizes?.thumbnail?.filename].filter(Boolean).map((f) => path.join(staticDir(), f as string))

beforeAll(async () => {
  payload = await getTestPayload()
  staffToken = await loginToken('staff', TEST_PASSWORDS.staff)
})

describe('visit photos', () => {
  it('are created and read by the owner and staff only, through the local API with access', async () => {
    const visit = await appointment(`${tag} Access`)
    await expect(photo(visit.id, 'anonymous')).rejects.toThrow()
    const byStaff = await photo(visit.id, 'staff')
    const byOwner = await photo(visit.id, 'owner')
    const staff = await userFor(payload, 'staff')
    expect(byStaff).toMatchObject({ appointment: visit.id, stage: 'measuring', takenBy: staff!.id })
    for (const actor of ['staff', 'owner'] as const) {
      const user = await userFor(payload, actor)
      const found = await payload.find({
        collection: 'visit-photos',
        where: { appointment: { equals: visit.id } },
        overrideAccess: false,
        user,
      })
      expect(found.docs.map((d) => d.id).sort()).toEqual([byStaff.id, byOwner.id].sort())
    }
    const anonymous = { overrideAccess: false, user: undefined } as const
    await expect(payload.findByID({ collection: 'visit-photos', id: byStaff.id, ...anonymous })).rejects.toThrow()
    await expect(
      payload.update({ collection: 'visit-photos', id: byStaff.id, data: { stage: 'fitted' }, ...anonymous }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'visit-photos', id: byStaff.id, ...anonymous })).rejects.toThrow()
    // Who took it cannot be changed afterwards.
    const owner = await userFor(payload, 'owner')
    const moved = await payload.update({
      collection: 'visit-photos',
      id: byStaff.id,
      data: testData('visit-photos', { takenBy: owner!.id, stage: 'fitted' }),
      overrideAccess: false,
      user: owner,
      depth: 0,
    })
    expect(moved).toMatchObject({ stage: 'fitted', takenBy: staff!.id })
  })

  it('belong to an appointment or a quote, and are images only', async () => {
    await expect(photo(undefined)).rejects.toThrow(/invalid: Appointment/)
    const visit = await appointment(`${tag} Kinds`)
    await expect(
      payload.create({
        collection: 'visit-photos',
        data: { appointment: visit.id, stage: 'measuring' },
        file: { data: Buffer.from('not a picture'), mimetype: 'text/plain', name: 'notes.txt', size: 13 },
        overrideAccess: false,
        user: await userFor(payload, 'staff'),
      }),
    ).rejects.toThrow()
  })

  it('are stored without EXIF, GPS or XMP, the original and its thumbnail, as JPEG', async () => {
    const original = await gpsJpeg()
    const before = await sharp(original).metadata()
    expect(before.exif?.length).toBeGreaterThan(0)
    const visit = await appointment(`${tag} Gps`)
    const doc = await photo(visit.id)
    expect(doc.mimeType).toBe('image/jpeg')
    expect(doc.filename).toMatch(/\.jpg$/)
    const files = storedFiles(doc)
    expect(files).toHaveLength(2)
    for (const file of files) {
      const meta = await sharp(await readFile(file)).metadata()
      expect(meta.format).toBe('jpeg')
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect((await readFile(file)).includes(Buffer.from('GPS'))).toBe(false)
    }
  })

  it('are refused to anonymous REST requests, the document and the file, and served to staff', async () => {
    const visit = await appointment(`${tag} Rest`)
    const doc = await photo(visit.id)
    const docRes = await callRest('GET', `/api/cms/visit-photos/${doc.id}`)
    expect([401, 403]).toContain(docRes.status)
    expect(await docRes.text()).not.toContain(doc.filename!)
    const list = await callRest('GET', '/api/cms/visit-photos')
    expect([401, 403]).toContain(list.status)
    const fileUrl = `/api/cms/visit-photos/file/${encodeURIComponent(doc.filename!)}`
    const thumbUrl = `/api/cms/visit-photos/file/${encodeURIComponent(doc.sizes!.thumbnail!.filename!)}`
    for (const url of [fileUrl, thumbUrl]) {
      const res = await callRest('GET', url)
      expect([401, 403]).toContain(res.status)
      expect(res.headers.get('content-type') ?? '').not.toMatch(/^image\//)
    }
    const asStaff = await callRest('GET', fileUrl, { token: staffToken })
    expect(asStaff.status).toBe(200)
    expect(asStaff.headers.get('cache-control')).toBe('private, no-store')
    expect((await sharp(Buffer.from(await asStaff.arrayBuffer())).metadata()).exif).toBeUndefined()
    const upload = await callRest('POST', '/api/cms/visit-photos', { body: { appointment: visit.id, stage: 'fitted' } })
    expect([401, 403]).toContain(upload.status)
  })

  it('go, files too, when their appointment is erased on request', async () => {
    const name = `${tag} Erased`
    const visit = await appointment(name)
    const doc = await photo(visit.id)
    const keep = await photo((await appointment(`${tag} Neighbour`)).id)
    const files = storedFiles(doc)
    expect(files.every((f) => existsSync(f))).toBe(true)
    const found = await findPerson(payload, parseContact(visit.customerEmail!)!)
    // The photo is one of the person's records, following its appointment (issue 68).
    expect(found.records.map((r) => r.key)).toEqual([`measuring-appointments:${visit.id}`, `visit-photos:${doc.id}`])
    const settings = await readSiteSettings(payload)
    const result = await erasePerson(payload, found, picked(found, defaultPicks(found)), settings.retention, new Date())
    expect(result.outcomes).toContainEqual({
      record: `Visit photo #${doc.id}`,
      outcome: 'erased',
      reason: 'the visit photo and its files deleted',
    })
    const left = await payload.find({
      collection: 'visit-photos',
      where: { appointment: { equals: visit.id } },
      overrideAccess: true,
    })
    expect(left.docs).toEqual([])
    expect(files.some((f) => existsSync(f))).toBe(false)
    expect(storedFiles(keep).every((f) => existsSync(f))).toBe(true)
  })

  it('go, files too, when the retention job anonymises their appointment', async () => {
    const old = await appointment(`${tag} Aged`)
    const recent = await appointment(`${tag} Recent`)
    const oldPhoto = await photo(old.id)
    const recentPhoto = await photo(recent.id)
    const longAgo = new Date(Date.now() - 800 * DAY_MS).toISOString()
    await poolOf(payload).query(`update measuring_appointments set created_at = $2, updated_at = $2 where id = $1`, [
      old.id,
      longAgo,
    ])
    const settings = await readSiteSettings(payload)
    await runRetention(payload, settings.retention, new Date())
    await expect(
      payload.findByID({ collection: 'visit-photos', id: oldPhoto.id, overrideAccess: true }),
    ).rejects.toThrow()
    expect(storedFiles(oldPhoto).some((f) => existsSync(f))).toBe(false)
    const kept = await payload.findByID({ collection: 'visit-photos', id: recentPhoto.id, overrideAccess: true })
    expect(storedFiles(kept).every((f) => existsSync(f))).toBe(true)
  })

  it('go, files too, when the owner deletes their appointment', async () => {
    const visit = await appointment(`${tag} Deleted`)
    const doc = await photo(visit.id)
    const files = storedFiles(doc)
    expect(files.every((f) => existsSync(f))).toBe(true)
    await payload.delete({
      collection: 'measuring-appointments',
      id: visit.id,
      overrideAccess: false,
      user: await userFor(payload, 'owner'),
    })
    await expect(payload.findByID({ collection: 'visit-photos', id: doc.id, overrideAccess: true })).rejects.toThrow()
    expect(files.some((f) => existsSync(f))).toBe(false)
  })
})
