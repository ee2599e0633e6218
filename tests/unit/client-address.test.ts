import { describe, expect, it } from 'vitest'

import {
  addressKey,
  clientAddress,
  clientAddressSettings,
  normaliseAddress,
  runWithConnection,
  UNKNOWN_CLIENT,
} from '@/lib/platform/clientAddress'

/**
 * The client address used by the rate limits: only what the client cannot choose. The connection's own address
 * comes from the production server (scripts/server.mjs), simulated here with runWithConnection.
 */
const request = (headers: Record<string, string> = {}) => new Request('http://localhost/api/x', { headers })
const settings = (env: Record<string, string> = {}) => clientAddressSettings(env)
const FORGED = { 'x-forwarded-for': '1.1.1.1, 2.2.2.2', 'x-real-ip': '3.3.3.3' }

describe('without a proxy (TRUSTED_PROXY_COUNT unset or 0)', () => {
  it('uses the connection address and ignores X-Forwarded-For and X-Real-IP, whatever they say', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 20; i++) {
      const headers = { 'x-forwarded-for': `10.0.0.${i}, 192.0.2.${i}`, 'x-real-ip': `198.51.100.${i}` }
      seen.add(runWithConnection({ remoteAddress: '203.0.113.9' }, () => clientAddress(request(headers), settings())))
    }
    expect([...seen]).toEqual(['203.0.113.9'])
    expect(
      runWithConnection({ remoteAddress: '203.0.113.9' }, () =>
        clientAddress(request(FORGED), settings({ TRUSTED_PROXY_COUNT: '0' })),
      ),
    ).toBe('203.0.113.9')
  })

  it('keeps the connection address through awaits, as a route handler does', async () => {
    const address = await runWithConnection({ remoteAddress: '::ffff:203.0.113.10' }, async () => {
      await new Promise((r) => setTimeout(r, 5))
      await Promise.resolve()
      return clientAddress(request(FORGED), settings())
    })
    expect(address).toBe('203.0.113.10')
  })

  it('without a known connection (plain `next start`, `next dev`) every request shares one bucket, never a header', () => {
    expect(clientAddress(request(FORGED), settings())).toBe(UNKNOWN_CLIENT)
    expect(clientAddress(request({ 'x-forwarded-for': ',', 'x-real-ip': '3.3.3.3' }), settings())).toBe(UNKNOWN_CLIENT)
  })
})

describe('behind proxies (TRUSTED_PROXY_COUNT = n)', () => {
  const behind = (n: number, xff: string | undefined, connection = '10.0.0.1') =>
    runWithConnection({ remoteAddress: connection }, () =>
      clientAddress(
        request(xff === undefined ? {} : { 'x-forwarded-for': xff, 'x-real-ip': '3.3.3.3' }),
        settings({ TRUSTED_PROXY_COUNT: String(n) }),
      ),
    )

  it('one proxy: the right-most entry (the one the proxy appended); entries a client wrote to its left are ignored', () => {
    expect(behind(1, '203.0.113.7')).toBe('203.0.113.7')
    expect(behind(1, '6.6.6.6, 7.7.7.7, 203.0.113.7')).toBe('203.0.113.7')
  })

  it('two proxies: the entry two places from the right', () => {
    expect(behind(2, '6.6.6.6, 203.0.113.7, 198.51.100.1')).toBe('203.0.113.7')
  })

  it('fewer entries than proxies: the left-most, the furthest any proxy saw', () => {
    expect(behind(3, '203.0.113.7, 198.51.100.1')).toBe('203.0.113.7')
  })

  it('no X-Forwarded-For at all (or only commas): the connection address, never X-Real-IP', () => {
    expect(behind(1, undefined, '203.0.113.8')).toBe('203.0.113.8')
    expect(behind(1, ',', '203.0.113.8')).toBe('203.0.113.8')
  })

  it('an entry that is not an address counts as unknown', () => {
    expect(behind(1, '1.1.1.1, not-an-ip')).toBe(UNKNOWN_CLIENT)
  })
})

describe('a configured client-IP header (CLIENT_IP_HEADER)', () => {
  it('X-Real-IP is read only when configured', () => {
    const headers = { 'x-real-ip': '203.0.113.5', 'x-forwarded-for': '1.1.1.1' }
    expect(runWithConnection({ remoteAddress: '10.0.0.1' }, () => clientAddress(request(headers), settings()))).toBe(
      '10.0.0.1',
    )
    expect(
      runWithConnection({ remoteAddress: '10.0.0.1' }, () =>
        clientAddress(request(headers), settings({ CLIENT_IP_HEADER: 'X-Real-IP' })),
      ),
    ).toBe('203.0.113.5')
    // Missing or not an address: the connection.
    expect(
      runWithConnection({ remoteAddress: '10.0.0.1' }, () =>
        clientAddress(request({ 'x-real-ip': ',' }), settings({ CLIENT_IP_HEADER: 'x-real-ip' })),
      ),
    ).toBe('10.0.0.1')
  })
})

describe('settings and address forms', () => {
  it('refuses a proxy count that is not a whole number', () => {
    expect(() => settings({ TRUSTED_PROXY_COUNT: 'yes' })).toThrow(/whole number/)
    expect(() => settings({ TRUSTED_PROXY_COUNT: '-1' })).toThrow(/whole number/)
    expect(settings({ TRUSTED_PROXY_COUNT: '' }).trustedProxyCount).toBe(0)
  })

  it.each([
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['192.0.2.1:51234', '192.0.2.1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    [' 2001:DB8::1 ', '2001:db8::1'],
    ['evil.example', undefined],
    ['', undefined],
  ])('normalises %j', (input, expected) => {
    expect(normaliseAddress(input)).toBe(expected)
  })

  it('counts IPv6 clients per /64, IPv4 per address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey(UNKNOWN_CLIENT)).toBe(UNKNOWN_CLIENT)
  })
})
