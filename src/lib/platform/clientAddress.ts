import { AsyncLocalStorage } from 'node:async_hooks'
import { isIP, isIPv6 } from 'node:net'

/**
 * Which address a request comes from, for rate limits. Only what the client cannot choose counts:
 *
 * - The TCP connection's own address. Route handlers see only headers, so the production server
 *   (scripts/server.mjs) runs each request inside `runWithConnection` with `req.socket.remoteAddress`.
 * - Behind reverse proxies, and only when TRUSTED_PROXY_COUNT says how many stand in front: the X-Forwarded-For
 *   entry that many places from the right (each proxy appends the address that connected to it, so the entries
 *   further left were written by the client and are ignored).
 * - A single-address header such as X-Real-IP only when CLIENT_IP_HEADER names it (a proxy that overwrites it).
 *
 * With none of these known (plain `next start` or `next dev` and no proxy configured) every request shares one
 * bucket: stricter, never forgeable.
 */
export const UNKNOWN_CLIENT = 'unknown'

/** `context` key through which the lead endpoints pass the client's address to the collection hooks. */
export const CLIENT_ADDRESS_CONTEXT = 'clientAddress'

export interface ConnectionInfo {
  remoteAddress?: string
}

export interface ClientAddressSettings {
  /** Reverse proxies in front of the app that append to X-Forwarded-For (0: the app faces clients directly). */
  trustedProxyCount: number
  /** A header one's own proxy sets to the client's address, overwriting what the client sent (e.g. x-real-ip). */
  clientIpHeader?: string
}

// Shared through globalThis: scripts/server.mjs is not bundled with the route handlers that read it.
const CONNECTION = Symbol.for('vb-birmingham.connection')

function connectionStore(): AsyncLocalStorage<ConnectionInfo> {
  const holder = globalThis as { [CONNECTION]?: AsyncLocalStorage<ConnectionInfo> }
  return (holder[CONNECTION] ??= new AsyncLocalStorage<ConnectionInfo>())
}

/** Runs fn (a request's whole handling) knowing the address of the connection it arrived on. */
export function runWithConnection<T>(connection: ConnectionInfo, fn: () => T): T {
  return connectionStore().run(connection, fn)
}

/** The connection's own address when the server recorded it. */
export function connectionAddress(): string | undefined {
  return normaliseAddress(connectionStore().getStore()?.remoteAddress)
}

/** Reads TRUSTED_PROXY_COUNT (a whole number, default 0) and CLIENT_IP_HEADER; a bad value stops the request. */
export function clientAddressSettings(env: Record<string, string | undefined> = process.env): ClientAddressSettings {
  const raw = env.TRUSTED_PROXY_COUNT?.trim() || '0'
  if (!/^\d{1,2}$/.test(raw)) throw new Error(`TRUSTED_PROXY_COUNT must be a whole number, got "${raw}"`)
  const header = env.CLIENT_IP_HEADER?.trim().toLowerCase()
  return { trustedProxyCount: Number(raw), clientIpHeader: header || undefined }
}

/** "::ffff:1.2.3.4" → "1.2.3.4", "1.2.3.4:5678" → "1.2.3.4", "[::1]:80" → "::1"; anything not an IP → undefined. */
export function normaliseAddress(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  let address = value.trim().toLowerCase()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7)
  return isIP(address) ? address : undefined
}

let warned = false

export function clientAddress(
  request: { headers: Headers },
  settings: ClientAddressSettings = clientAddressSettings(),
): string {
  const connection = connectionAddress()
  if (settings.clientIpHeader) {
    const fromHeader = normaliseAddress(request.headers.get(settings.clientIpHeader))
    return fromHeader ?? connection ?? UNKNOWN_CLIENT
  }
  if (settings.trustedProxyCount > 0) {
    const entries = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    // Fewer entries than proxies: the left-most is the furthest any of them saw.
    if (entries.length)
      return normaliseAddress(entries[Math.max(0, entries.length - settings.trustedProxyCount)]) ?? UNKNOWN_CLIENT
    return connection ?? UNKNOWN_CLIENT
  }
  if (connection) return connection
  if (!warned) {
    warned = true
    console.warn(
      '[client-address] the connection address is unknown (the app was not started with `npm start`) and TRUSTED_PROXY_COUNT is 0: ' +
        'all such requests share one rate-limit bucket',
    )
  }
  return UNKNOWN_CLIENT
}

/**
 * The rate-limit key for an address: IPv6 clients usually hold a whole /64, so they are counted per /64 rather
 * than per address they can rotate through.
 */
export function addressKey(raw: string): string {
  // Written forms of one address ("[::1]:80", "::ffff:1.2.3.4", a zone such as "%eth0") count as that address.
  const address = normaliseAddress(raw.replace(/%[^\]\s]*/, '')) ?? raw.trim()
  if (!isIPv6(address)) return address
  const [head, tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = address.includes('::') && tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
