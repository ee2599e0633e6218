import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { callRest, hasStackTrace, loginToken } from '../support/int/cms-routes'
import { getTestPayload, userFor } from '../support/int/payload'
import { TEST_PASSWORDS } from '../support/int/passwords'

/**
 * Payload's own records (jobs, job statistics, document locks, preferences) through the real REST routes: bad
 * input is a 4xx, never a 500; staff keep what the admin needs (their own locks and preferences) and cannot write
 * the jobs' records or other users' locks.
 */
let payload: Payload
let staff: string
let owner: string
let ownerId: number
let staffId: number

beforeAll(async () => {
  payload = await getTestPayload()
  staff = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.201')
  owner = await loginToken('owner', TEST_PASSWORDS.owner, '192.0.2.202')
  ownerId = (await userFor(payload, 'owner'))!.id
  staffId = (await userFor(payload, 'staff'))!.id
})

async function expectClientError(res: Response) {
  const text = await res.text()
  expect(res.status, text).toBeGreaterThanOrEqual(400)
  expect(res.status, text).toBeLessThan(500)
  expect(hasStackTrace(text), text).toBe(false)
}

describe('bad input to Payload’s own routes is a 4xx', () => {
  it('POST /api/cms/users/verify/<a token that is no token>', async () => {
    await expectClientError(await callRest('POST', '/api/cms/users/verify/xyz'))
  })

  it('staff DELETE /api/cms/payload-preferences/<an id that is not theirs or not there>', async () => {
    await expectClientError(await callRest('DELETE', '/api/cms/payload-preferences/1', { token: staff }))
    await expectClientError(await callRest('DELETE', '/api/cms/payload-preferences/999999', { token: staff }))
  })
})

describe('Payload’s internal records are not staff’s to change', () => {
  it('staff cannot write the jobs statistics global', async () => {
    const write = await callRest('POST', '/api/cms/globals/payload-jobs-stats', { token: staff, body: { stats: {} } })
    expect(write.status, await write.text()).toBe(403)
  })

  it('staff cannot create, edit or delete jobs', async () => {
    const job = await payload.jobs.queue({ task: 'morningDigest', input: {}, queue: 'digest' })
    const patch = await callRest('PATCH', `/api/cms/payload-jobs/${job.id}`, {
      token: staff,
      body: { processing: true },
    })
    expect(patch.status, await patch.text()).toBe(403)
    const del = await callRest('DELETE', `/api/cms/payload-jobs/${job.id}`, { token: staff })
    expect(del.status, await del.text()).toBe(403)
    const create = await callRest('POST', '/api/cms/payload-jobs', {
      token: staff,
      body: { taskSlug: 'morningDigest', input: {}, queue: 'digest' },
    })
    expect(create.status, await create.text()).toBe(403)
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })

  it('staff keep their own locks and cannot edit or delete the owner’s', async () => {
    const { docs: products } = await payload.find({ collection: 'products', limit: 1, overrideAccess: true })
    const ownersLock = await payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'products', value: products[0].id },
        globalSlug: null,
        user: { relationTo: 'users', value: ownerId },
      },
      overrideAccess: true,
    })
    const edit = await callRest('PATCH', `/api/cms/payload-locked-documents/${ownersLock.id}`, {
      token: staff,
      body: { globalSlug: 'site-settings' },
    })
    expect([403, 404], await edit.text()).toContain(edit.status)
    const del = await callRest('DELETE', `/api/cms/payload-locked-documents/${ownersLock.id}`, { token: staff })
    expect([403, 404], await del.text()).toContain(del.status)
    const still = await payload.findByID({ collection: 'payload-locked-documents', id: ownersLock.id, depth: 0 })
    expect(still.globalSlug ?? null).toBeNull()

    // Their own lock, as the admin takes and releases it while they edit a lead.
    const inOwnersName = await callRest('POST', '/api/cms/payload-locked-documents', {
      token: staff,
      body: { globalSlug: 'promotion', user: { relationTo: 'users', value: ownerId } },
    })
    expect(inOwnersName.status, await inOwnersName.text()).toBe(403)
    const mine = await callRest('POST', '/api/cms/payload-locked-documents', {
      token: staff,
      body: { globalSlug: 'site-settings', user: { relationTo: 'users', value: staffId } },
    })
    const mineText = await mine.text()
    expect(mine.status, mineText).toBe(201)
    const mineId = (JSON.parse(mineText) as { doc: { id: number } }).doc.id
    expect((await callRest('DELETE', `/api/cms/payload-locked-documents/${mineId}`, { token: staff })).status).toBe(200)

    // The owner still manages every lock.
    expect(
      (await callRest('DELETE', `/api/cms/payload-locked-documents/${ownersLock.id}`, { token: owner })).status,
    ).toBe(200)
  })

  it('staff keep their own preferences', async () => {
    const save = await callRest('POST', '/api/cms/payload-preferences/blip-test', {
      token: staff,
      body: { value: { columns: ['a'] } },
    })
    expect(save.status, await save.text()).toBe(200)
    const read = await callRest('GET', '/api/cms/payload-preferences/blip-test', { token: staff })
    expect(read.status).toBe(200)
    expect(((await read.json()) as { value: unknown }).value).toEqual({ columns: ['a'] })
  })
})
