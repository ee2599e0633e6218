import crypto from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'

import { LOGIN_LIMIT } from '@/collections/Users/hooks/loginLimits'
import { addressKey } from '@/lib/platform/clientAddress'
import { callGraphql, callRest, hasStackTrace } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'

/**
 * Signing in through the real REST (and GraphQL) login route on the real database: an unknown account is answered
 * exactly like a wrong password, after the same password-hash work, and failed attempts are limited per client
 * address, never per account, so a visitor cannot lock the owner out.
 */
let n = 0
/** A fresh client address (TEST-NET-3) for each use unless a test keeps one. */
const nextIp = () => `203.0.113.${++n}`

const login = (body: Record<string, unknown>, ip = nextIp()) => callRest('POST', '/api/cms/users/login', { body, ip })

async function answer(res: Response) {
  const text = await res.text()
  expect(hasStackTrace(text), text).toBe(false)
  return { status: res.status, body: JSON.parse(text) as { errors?: { message: string }[]; token?: string } }
}

describe('a failed sign-in does not tell whether the account exists', () => {
  it('answers an unknown username or e-mail exactly like a wrong password', async () => {
    const wrongPassword = await answer(await login({ username: 'owner', password: 'not-the-password' }))
    expect(wrongPassword.status).toBe(401)
    expect(wrongPassword.body.errors?.[0]?.message).toBeTruthy()
    for (const body of [
      { username: 'no-such-user', password: 'not-the-password' },
      { email: 'nobody@example.com', password: 'not-the-password' },
      { username: 'Owner2', password: TEST_PASSWORDS.owner },
    ]) {
      expect(await answer(await login(body)), JSON.stringify(body)).toEqual(wrongPassword)
    }
    // An existing account's e-mail with a wrong password: the same again.
    expect(await answer(await login({ email: 'OWNER', password: 'nope' }))).toEqual(wrongPassword)
  })

  it('does the same password-hash work for an unknown account as for a wrong password', async () => {
    // Payload checks a password with crypto.pbkdf2 (600,000 rounds of SHA-256); for an unknown account the decoy check
    // in loginLimits.ts does the same. Each sign-in's calls, as "rounds digest key-bytes salt-length": the work that
    // takes the time, so equal lists are equal time without timing anything (the times: npm run bench:login).
    const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
    const hashWork = async (body: Record<string, unknown>) => {
      pbkdf2.mockClear()
      const res = await login(body)
      expect(res.status, JSON.stringify(body)).toBe(401)
      return pbkdf2.mock.calls.map(
        ([, salt, iterations, keyLength, digest]) => `${iterations} ${digest} ${keyLength} ${String(salt).length}`,
      )
    }
    try {
      const wrongPassword = await hashWork({ username: 'owner', password: 'not-the-password' })
      expect(wrongPassword, "Payload's own check of the owner's password").toEqual(['600000 sha256 32 64'])
      for (const body of [
        { username: 'no-such-user', password: 'not-the-password' },
        { email: 'nobody@example.com', password: 'not-the-password' },
        { email: 'OWNER', password: 'not-the-password' },
      ]) {
        expect(await hashWork(body), JSON.stringify(body)).toEqual(wrongPassword)
      }
    } finally {
      pbkdf2.mockRestore()
    }
  })
})

describe('failed sign-ins are limited per client address', () => {
  it('answers 429 to an address past the limit while the owner signs in from another', async () => {
    const attacker = nextIp()
    for (let i = 0; i < LOGIN_LIMIT.points; i++) {
      const res = await login({ username: 'owner', password: `guess-${i}` }, attacker)
      expect(res.status, `attempt ${i + 1}`).toBe(401)
    }
    for (const body of [
      { username: 'owner', password: 'one-more-guess' },
      { username: 'no-such-user', password: 'one-more-guess' },
      // Even the right password: this address is blocked, not the account.
      { username: 'owner', password: TEST_PASSWORDS.owner },
    ]) {
      const res = await login(body, attacker)
      expect(res.status).toBe(429)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      const { body: json } = await answer(res)
      expect(json.errors?.[0]?.message).toMatch(/too many failed sign-in attempts/i)
      expect(json.token).toBeUndefined()
    }
    // GraphQL (and its login mutation) is turned off.
    const gql = await callGraphql({
      ip: attacker,
      body: {
        query: `mutation { loginUser(username: "owner", email: "owner", password: "${TEST_PASSWORDS.owner}") { token } }`,
      },
    })
    expect(gql.status).toBe(404)
    expect(await gql.text()).not.toContain('token')

    const owner = await answer(await login({ username: 'owner', password: TEST_PASSWORDS.owner }))
    expect(owner.status).toBe(200)
    expect(owner.body.token).toBeTruthy()
  })

  it('never locks the account itself, however many addresses fail', async () => {
    // Payload's own lockout locked an account after 5 failures, whoever sent them.
    for (let i = 0; i < 12; i++) expect((await login({ username: 'owner', password: `wrong-${i}` })).status).toBe(401)
    expect((await login({ username: 'owner', password: TEST_PASSWORDS.owner })).status).toBe(200)
  })

  it('counts failures only: a successful sign-in gives its attempt back', async () => {
    const office = nextIp()
    for (let i = 0; i < LOGIN_LIMIT.points - 1; i++) {
      expect((await login({ username: 'staff', password: `typo-${i}` }, office)).status).toBe(401)
    }
    for (let i = 0; i < 3; i++) {
      expect((await login({ username: 'staff', password: TEST_PASSWORDS.staff }, office)).status).toBe(200)
    }
    expect((await login({ username: 'staff', password: 'last-typo' }, office)).status).toBe(401)
    expect((await login({ username: 'staff', password: TEST_PASSWORDS.staff }, office)).status).toBe(429)
  })
})

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by its /64 network', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::5')).toBe('2001:db8:0:0::/64')
    expect(addressKey('[2001:db8:1:2::9]')).toBe('2001:db8:1:2::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressKey('unknown')).toBe('unknown')
  })
})
