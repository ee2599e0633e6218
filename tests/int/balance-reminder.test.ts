import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { digestData, digestText } from '@/jobs/morningDigest'
import { startMailCatcher } from '../support/mailCatcher'
import { callRest, loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { getTestPayload } from '../support/int/payload'
import { dueNow, queuedJobsOf, quoteAt } from '../support/int/quoteMoves'
import { spawnJobsWorker, type SpawnedWorker } from '../support/int/jobs-worker'

/**
 * The balance after fitting (issue 45): the jobs worker reminds the customer weekly until it is paid or the owner
 * stops it, and the morning digest lists the overdue ones.
 */
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let payload: Payload
let worker: SpawnedWorker | null = null
const DAY_MS = 86_400_000

beforeAll(async () => {
  mail = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
  await payload.updateGlobal({
    slug: 'bank-details',
    data: { accountName: 'Blinds Ltd', sortCode: '20-00-00', accountNumber: '55779911' },
    overrideAccess: true,
  })
})
afterAll(async () => {
  await worker?.stop()
  await mail.close()
})

const read = (id: number) => payload.findByID({ collection: 'quotes', id, depth: 0, overrideAccess: true })
const remindersOf = (id: number) => queuedJobsOf(payload, 'balanceReminder', id)
const due = (jobId: number | string) => dueNow(payload, jobId)

/** An order fitted today with its deposit paid: the balance is owed. */
async function fittedOwing(name: string) {
  const order = await quoteAt(payload, 'accepted', { customerName: name })
  await payload.update({
    collection: 'quotes',
    id: order.id,
    overrideAccess: true,
    data: {
      payments: [
        { amountPence: order.totals!.depositPence!, paidOn: new Date().toISOString(), method: 'bank-transfer' },
      ],
    },
  })
  await payload.update({ collection: 'quotes', id: order.id, overrideAccess: true, data: { status: 'fitted' } })
  return read(order.id)
}

describe('balance reminders', () => {
  it('fitting with a balance owed queues a reminder a week later; none when paid in full', async () => {
    const order = await fittedOwing('Balance Bea')
    const [job] = await remindersOf(order.id)
    expect(job.input).toMatchObject({ round: 1 })
    expect(Math.abs(Date.parse(job.waitUntil!) - (Date.parse(order.fittedAt!) + 7 * DAY_MS))).toBeLessThan(5_000)
    const paid = await quoteAt(payload, 'accepted', { customerName: 'Paid Paul' })
    await payload.update({
      collection: 'quotes',
      id: paid.id,
      overrideAccess: true,
      data: { payments: [{ amountPence: paid.totals!.totalPence!, paidOn: new Date().toISOString(), method: 'cash' }] },
    })
    await payload.update({ collection: 'quotes', id: paid.id, overrideAccess: true, data: { status: 'fitted' } })
    expect(await remindersOf(paid.id)).toHaveLength(0)
  })

  it(
    'the real worker sends it with the bank details and reference, then weekly, until the owner stops it',
    { timeout: 400_000 },
    async () => {
      const order = await fittedOwing('Remind Rory')
      const stopped = await fittedOwing('Stopped Stan')
      const staff = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.243')
      const owner = await loginToken('owner', TEST_PASSWORDS.owner, '192.0.2.244')
      // Only the owner stops reminders: a staff save leaves the box as it was.
      await callRest('PATCH', `/api/cms/quotes/${stopped.id}`, {
        body: { balanceReminders: { stopped: true } },
        token: staff,
      })
      expect((await read(stopped.id)).balanceReminders?.stopped).toBe(false)
      const res = await callRest('PATCH', `/api/cms/quotes/${stopped.id}`, {
        body: { balanceReminders: { stopped: true } },
        token: owner,
      })
      expect(res.status).toBe(200)
      expect((await read(stopped.id)).balanceReminders?.stopped).toBe(true)
      for (const id of [order.id, stopped.id]) await due((await remindersOf(id))[0].id)

      const spawned = (worker = spawnJobsWorker())
      await spawned.running()
      const number = `Q${String(order.id).padStart(5, '0')}`
      const reminder = await mail
        .mailTo('remind.rory@example.com', /Balance due for your order/, { ms: 90_000 })
        .catch((error: Error) => {
          throw new Error(`${error.message}\n${spawned.report()}`)
        })
      const owed = order.account!.outstandingPence!
      expect(reminder.text).toContain(`£${(owed / 100).toFixed(2)}`)
      expect(reminder.text).toContain('Account number: 55779911')
      expect(reminder.text).toContain(`Reference: ${number}`)
      // Recorded, and the next one queued a week on.
      await expect
        .poll(async () => (await remindersOf(order.id)).map((j) => (j.input as { round: number }).round), {
          timeout: 60_000,
        })
        .toContain(2)
      expect((await read(order.id)).balanceReminders?.sent).toBe(1)
      const second = (await remindersOf(order.id)).find((j) => (j.input as { round: number }).round === 2)!
      expect(Date.parse(second.waitUntil!) - Date.now()).toBeGreaterThan(6 * DAY_MS)
      // The stopped order's reminder ran and sent nothing.
      await expect.poll(async () => (await remindersOf(stopped.id)).length, { timeout: 60_000 }).toBe(0)
      expect(mail.inbox.some((m) => m.to.includes('stopped.stan@example.com') && /Balance due/.test(m.subject))).toBe(
        false,
      )

      // Paid in full before the next round: it sends nothing more.
      await payload.update({
        collection: 'quotes',
        id: order.id,
        overrideAccess: true,
        data: {
          payments: [
            ...((await read(order.id)).payments ?? []),
            { amountPence: owed, paidOn: new Date().toISOString(), method: 'cheque' },
          ],
        },
      })
      await due(second.id)
      await expect.poll(async () => (await remindersOf(order.id)).length, { timeout: 60_000 }).toBe(0)
      expect(
        mail.inbox.filter((m) => m.to.includes('remind.rory@example.com') && /Balance due/.test(m.subject)),
      ).toHaveLength(1)
    },
  )

  it('the morning digest lists balances owed a week after fitting', async () => {
    const order = await fittedOwing('Digest Dora')
    const today = await digestData(payload, new Date(), 7)
    expect(today.balancesOverdue?.some((b) => b.id === order.id)).toBe(false)
    const nextWeek = await digestData(payload, new Date(Date.now() + 8 * DAY_MS), 7)
    const row = nextWeek.balancesOverdue?.find((b) => b.id === order.id)
    expect(row?.owedPence).toBe(order.account!.outstandingPence)
    expect(digestText(nextWeek, 'Blinds').text).toMatch(
      /Balances overdue \(7 days or more after fitting\)[\s\S]*Digest Dora/,
    )
  })
})
