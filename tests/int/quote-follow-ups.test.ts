import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { POST as postQuoteForm } from '@/app/(frontend)/api/quote/route'
import { moneyDashboard } from '@/lib/leads/moneyDashboard'
import { anonymise } from '@/lib/privacy/anonymise'
import { sendQuoteFollowUp, acceptQuote, askAboutQuote, declineQuote, stopFollowUps, sendQuote } from '@/lib/orders'
import { callRest, loginToken } from '../support/int/cms-routes'
import { spawnJobsWorker, type SpawnedWorker } from '../support/int/jobs-worker'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { getTestPayload } from '../support/int/payload'
import { dueNow, queuedJobsOf, quoteAt, tokenOf } from '../support/int/quoteMoves'
import { startMailCatcher } from '../support/mailCatcher'

/**
 * A sent quote followed up until it is answered (issue 52): the rounds Settings set, queued per send, sent once each
 * by the real worker, stopped by an answer, a question, "stop reminders" or a decline; a decline records why, and the
 * dashboard counts it.
 */
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let payload: Payload
let worker: SpawnedWorker | null = null
const DAY_MS = 86_400_000

beforeAll(async () => {
  mail = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
})
afterAll(async () => {
  await worker?.stop()
  await mail.close()
})

const read = (id: number) => payload.findByID({ collection: 'quotes', id, depth: 0, overrideAccess: true })
const followUpJobs = (id: number) => queuedJobsOf(payload, 'quoteFollowUp', id)
const roundOf = (job: { input?: unknown }) => (job.input as { round: number; linkSerial: number }).round
const job = async (id: number, round: number) => {
  const quote = await read(id)
  return { quoteId: String(id), linkSerial: quote.linkSerial ?? 0, round }
}
const followUpsTo = (address: string) =>
  mail.inbox.filter((m) => m.to.includes(address) && /any questions\?/.test(m.subject))

describe('quote follow-ups', () => {
  it("sending queues one follow-up for each of Settings' days; sending again queues afresh for the new link", async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Follow Fran' })
    const jobs = await followUpJobs(quote.id)
    expect(jobs.map(roundOf)).toEqual([1, 2, 3])
    const sentAt = Date.parse(quote.sentAt!)
    expect(jobs.map((j) => Math.round((Date.parse(j.waitUntil!) - sentAt) / DAY_MS))).toEqual([2, 5, 10])

    const again = await sendQuote(payload, quote.id)
    expect(again.ok).toBe(true)
    const serial = (await read(quote.id)).linkSerial
    const fresh = (await followUpJobs(quote.id)).filter(
      (j) => (j.input as { linkSerial: number }).linkSerial === serial,
    )
    expect(fresh.map(roundOf)).toEqual([1, 2, 3])
  })

  it('a follow-up goes once per round, in order, and names the quote, its link and a way to stop', async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Once Olive' })
    expect(await sendQuoteFollowUp(payload, await job(quote.id, 2))).toBe(false)
    expect(await sendQuoteFollowUp(payload, await job(quote.id, 1))).toBe(true)
    expect(await sendQuoteFollowUp(payload, await job(quote.id, 1))).toBe(false)
    const message = await mail.mailTo('once.olive@example.com', /any questions\?/)
    const token = await tokenOf(payload, quote.id)
    expect(message.subject).toContain(`Q${String(quote.id).padStart(5, '0')}`)
    const text = message.text.replace(/\r\n/g, '\n')
    expect(text).toContain(`/quote/${token}\n`)
    expect(text).toContain(`Stop reminders about this quote:\nhttp`)
    expect(text).toContain(`/quote/${token}/stop`)
    expect(message.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/)
    expect(followUpsTo('once.olive@example.com')).toHaveLength(1)
    expect((await read(quote.id)).followUps?.sent).toBe(1)
    // A follow-up from an earlier send (an older link) sends nothing.
    expect(await sendQuoteFollowUp(payload, { ...(await job(quote.id, 2)), linkSerial: 0 })).toBe(false)
  })

  it('stops at a question, at "stop reminders", at acceptance and at expiry', async () => {
    const asked = await quoteAt(payload, 'sent', { customerName: 'Asked Ada' })
    expect(await askAboutQuote(payload, await tokenOf(payload, asked.id), 'Can you fit on a Saturday?')).toBe('asked')
    expect(await sendQuoteFollowUp(payload, await job(asked.id, 1))).toBe(false)

    const stopped = await quoteAt(payload, 'sent', { customerName: 'Stop Stella' })
    expect(await stopFollowUps(payload, await tokenOf(payload, stopped.id))).toBe('stopped')
    expect((await read(stopped.id)).followUps?.stopped).toBe(true)
    expect(await sendQuoteFollowUp(payload, await job(stopped.id, 1))).toBe(false)

    const accepted = await quoteAt(payload, 'accepted', { customerName: 'Yes Yolanda' })
    expect(await sendQuoteFollowUp(payload, await job(accepted.id, 1))).toBe(false)

    const lapsed = await quoteAt(payload, 'sent', { customerName: 'Late Lionel' })
    const afterExpiry = new Date(Date.parse(lapsed.validUntil!) + DAY_MS)
    expect(await sendQuoteFollowUp(payload, await job(lapsed.id, 1), undefined, afterExpiry)).toBe(false)
    expect(
      ['asked.ada', 'stop.stella', 'yes.yolanda', 'late.lionel'].flatMap((n) => followUpsTo(`${n}@example.com`)),
    ).toEqual([])
  })

  it('a "stop" saved while a follow-up is being sent stays stopped (the worker writes only its count)', async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Late Stop Lou' })
    const round = await job(quote.id, 1)
    // The worker has read the quote (not stopped) and is sending; the customer stops the reminders meanwhile.
    await stopFollowUps(payload, await tokenOf(payload, quote.id))
    await payload.update({
      collection: 'quotes',
      id: quote.id,
      overrideAccess: true,
      data: { followUps: { sent: round.round, lastSentAt: new Date().toISOString() } },
    })
    expect((await read(quote.id)).followUps).toMatchObject({ stopped: true, sent: 1 })
  })

  it("a mail program's one-click unsubscribe (RFC 8058) stops them; a made-up token changes nothing", async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Click Clara' })
    const token = await tokenOf(payload, quote.id)
    const oneClick = (t: string) =>
      postQuoteForm(
        new Request(`http://localhost/api/quote?action=stop&token=${t}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.77' },
          body: 'List-Unsubscribe=One-Click',
        }),
      )
    const forged = await oneClick(`${quote.id}.1.1.9999999999.${'A'.repeat(43)}`)
    expect(forged.headers.get('location')).toMatch(/\/stop\?done=invalid$/)
    expect((await read(quote.id)).followUps?.stopped).toBe(false)
    const res = await oneClick(token)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/quote/${token}/stop?done=stopped`)
    expect((await read(quote.id)).followUps?.stopped).toBe(true)
  })

  it('staff may stop them in the admin, but never write the count or a decline date', async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Admin Abe' })
    const staff = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.245')
    const res = await callRest('PATCH', `/api/cms/quotes/${quote.id}`, {
      body: { followUps: { stopped: true, sent: 9 }, decline: { declinedAt: '2020-01-01T00:00:00.000Z' } },
      token: staff,
    })
    expect(res.status).toBe(200)
    const after = await read(quote.id)
    expect(after.followUps).toMatchObject({ stopped: true, sent: 0 })
    expect(after.decline?.declinedAt ?? null).toBeNull()
    const anonymous = await callRest('PATCH', `/api/cms/quotes/${quote.id}`, {
      body: { followUps: { stopped: false } },
    })
    expect([401, 403]).toContain(anonymous.status)
  })
})

describe('declining a quote', () => {
  it('records why, tells the business, ends the follow-ups, and the dashboard counts the reason', async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Decline Dan' })
    const token = await tokenOf(payload, quote.id)
    expect(await declineQuote(payload, token, { reason: 'cheaper', words: '' })).toBe('incomplete')
    expect(await declineQuote(payload, token, { reason: 'price', words: 'Too dear \u202E' })).toBe('characters')
    expect(await declineQuote(payload, token, { reason: 'price', words: 'A little over our budget.' })).toBe('declined')
    const after = await read(quote.id)
    expect(after.status).toBe('declined')
    expect(after.decline).toMatchObject({ reason: 'price', words: 'A little over our budget.' })
    expect(Date.now() - Date.parse(after.decline!.declinedAt!)).toBeLessThan(60_000)
    const told = mail.inbox.find((m) => /Quote declined: Q\d+ – Decline Dan/.test(m.subject))
    expect(told?.text.replace(/\r\n/g, '\n')).toContain('Why: The price\nIn their words: A little over our budget.')
    expect(await sendQuoteFollowUp(payload, await job(quote.id, 1))).toBe(false)
    expect(await acceptQuote(payload, token, { name: 'Decline Dan', terms: true, clientAddress: '192.0.2.9' })).toBe(
      'unchanged',
    )
    const lost = (await moneyDashboard(payload)).lost
    expect(lost.find((r) => r.reason === 'price')?.count).toBeGreaterThanOrEqual(1)
  })

  it('a decline and an acceptance at once: exactly one is recorded', async () => {
    for (let i = 0; i < 3; i++) {
      const quote = await quoteAt(payload, 'sent', { customerName: `Race Rita ${i}` })
      const token = await tokenOf(payload, quote.id)
      const outcomes = await Promise.all([
        declineQuote(payload, token, { reason: 'timing', words: '' }),
        acceptQuote(payload, token, { name: 'Race Rita', terms: true, clientAddress: '192.0.2.10' }),
      ])
      const after = await read(quote.id)
      const won = outcomes.filter((o) => o === 'declined' || o === 'accepted')
      expect(won).toHaveLength(1)
      expect(after.status).toBe(won[0])
      expect(Boolean(after.acceptance?.acceptedAt)).toBe(won[0] === 'accepted')
    }
  })

  it('the privacy erasure clears the words and keeps the reason (one of four choices, not about the person)', async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Erase Eve' })
    await declineQuote(payload, await tokenOf(payload, quote.id), {
      reason: 'other',
      words: 'Call me on 0121 496 0999',
    })
    await anonymise(payload, 'quotes', [quote.id], { state: 'anonymised', now: new Date() })
    const after = await read(quote.id)
    expect(after.decline?.reason).toBe('other')
    expect(after.decline?.words ?? null).toBeNull()
  })
})

describe('the real worker', () => {
  it(
    'sends a due follow-up and counts it; the dashboard counts a quote won after one',
    { timeout: 400_000 },
    async () => {
      const quote = await quoteAt(payload, 'sent', { customerName: 'Worker Wendy' })
      const [first] = await followUpJobs(quote.id)
      await dueNow(payload, first.id)
      const spawned = (worker = spawnJobsWorker())
      await spawned.running()
      await mail.mailTo('worker.wendy@example.com', /any questions\?/, { ms: 90_000 }).catch((error: Error) => {
        throw new Error(`${error.message}\n${spawned.report()}`)
      })
      await expect.poll(async () => (await read(quote.id)).followUps?.sent, { timeout: 60_000 }).toBe(1)
      const before = (await moneyDashboard(payload)).all.wonAfterFollowUp
      const token = await tokenOf(payload, quote.id)
      expect(
        await acceptQuote(payload, token, { name: 'Worker Wendy', terms: true, clientAddress: '192.0.2.11' }),
      ).toBe('accepted')
      expect((await moneyDashboard(payload)).all.wonAfterFollowUp).toBe(before + 1)
    },
  )
})
