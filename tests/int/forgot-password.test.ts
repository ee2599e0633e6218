import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { pendingResets, RESET_MAIL_LIMIT, RESET_REQUEST_LIMIT } from '@/collections/Users/endpoints/forgotPassword'
import { callRest } from '../support/int/cms-routes'
import { startMailCatcher } from '../support/mailCatcher'
import { getTestPayload } from '../support/int/payload'

/**
 * Forgot-password through the real REST route on the real database, with a real SMTP server: limited per client
 * address, at most RESET_MAIL_LIMIT e-mails per account an hour (silently), and the same answer in about the same time
 * for a known and an unknown account, because the answer is sent before any lookup or mail.
 */
let payload: Payload
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let ownerEmail: string

const reset = (body: Record<string, string>, ip: string) =>
  callRest('POST', '/api/cms/users/forgot-password', { body, ip })
const settle = () => Promise.all([...pendingResets])
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

beforeAll(async () => {
  mail = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
  const { docs } = await payload.find({ collection: 'users', where: { username: { equals: 'owner' } }, limit: 1 })
  ownerEmail = docs[0].email
})

afterAll(() => mail.close())

describe('forgot-password', () => {
  it('answers a known and an unknown account alike, before any mail, in about the same time', async () => {
    // Before: Payload's own operation, which the route used to await (lookup, token, e-mail), timed directly.
    const before = { known: [] as number[], unknown: [] as number[] }
    for (let i = 0; i < 3; i++) {
      for (const [kind, email] of [
        ['known', ownerEmail],
        ['unknown', `nobody-${i}@example.com`],
      ] as const) {
        const started = performance.now()
        await payload.forgotPassword({ collection: 'users', data: { email } })
        before[kind].push(performance.now() - started)
      }
    }
    const after = { known: [] as number[], unknown: [] as number[] }
    const answers: string[] = []
    for (let i = 0; i < 4; i++) {
      for (const [kind, email] of [
        ['known', ownerEmail],
        ['unknown', `nobody-else-${i}@example.com`],
      ] as const) {
        await settle()
        await new Promise((r) => setTimeout(r, 200)) // the previous request's mail, if any, has arrived
        const mailsBefore = mail.inbox.length
        const started = performance.now()
        const res = await reset({ email }, `192.0.2.${150 + i}`)
        after[kind].push(performance.now() - started)
        expect(res.status).toBe(200)
        // Answered before the lookup and the mail: the work is still pending, nothing sent yet, for either account.
        expect(pendingResets.size, kind).toBe(1)
        expect(mail.inbox.length, kind).toBe(mailsBefore)
        answers.push(await res.text())
      }
      await settle()
    }
    expect(new Set(answers).size).toBe(1)
    const figures = (xs: number[]) => `median ${median(xs).toFixed(1)} ms (${xs.map((x) => x.toFixed(1)).join(', ')})`
    console.log(
      `forgot-password, before (Payload's operation awaited): known ${figures(before.known)}, unknown ${figures(before.unknown)}; ` +
        `after (the route): known ${figures(after.known)}, unknown ${figures(after.unknown)}`,
    )
    // Times are logged, not asserted: on a shared, loaded machine they measure the load (the structural checks above
    // are what holds: the answer never waits for the account's lookup or its mail).
  })

  it('sends the reset e-mail after answering, at most RESET_MAIL_LIMIT an hour to one account, silently', async () => {
    const { docs } = await payload.find({ collection: 'users', where: { username: { equals: 'staff' } }, limit: 1 })
    const staffEmail = docs[0].email
    const countMails = () => mail.inbox.filter((m) => m.to.includes(staffEmail)).length
    const start = countMails()
    const answers: number[] = []
    for (let i = 0; i < RESET_MAIL_LIMIT.points + 2; i++) {
      answers.push((await reset({ username: 'staff' }, `192.0.2.${160 + i}`)).status)
      await settle()
      // Payload's own interval between two resets of one account (15 s) is not what is tested: clear it.
      await payload.db.updateOne({
        collection: 'users',
        id: docs[0].id,
        data: { resetPasswordRequestedAt: null },
      })
    }
    expect(answers.every((s) => s === 200)).toBe(true)
    await mail.mailTo(staffEmail, /./)
    await new Promise((r) => setTimeout(r, 500))
    expect(countMails() - start).toBe(RESET_MAIL_LIMIT.points)
  })

  it('limits requests per client address (429 with Retry-After), whatever the account', async () => {
    const ip = '192.0.2.170'
    for (let i = 0; i < RESET_REQUEST_LIMIT.points; i++)
      expect((await reset({ email: `x${i}@example.com` }, ip)).status).toBe(200)
    const over = await reset({ email: ownerEmail }, ip)
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await reset({ email: ownerEmail }, '192.0.2.171')).status).toBe(200)
    await settle()
  })
})
