import { createHash } from 'node:crypto'

/**
 * Remembers recently stored leads by content for a short window, so the same details sent twice (a double click
 * without a key, a resubmit after a slow answer) store one lead. In memory: per server process; the client's
 * idempotency key, enforced by a unique index, covers retries across processes.
 */
export class RecentLeads {
  private entries = new Map<string, { id: number | string; expires: number }>()

  constructor(
    private windowMs = 2 * 60 * 1000,
    private maxEntries = 5000,
  ) {}

  static fingerprint(kind: string, fields: Record<string, unknown>): string {
    const normalised = Object.keys(fields)
      .filter((k) => k !== 'idempotencyKey' && k !== 'website' && k !== 'sourcePage')
      .sort()
      .map(
        (k) =>
          `${k}=${String(fields[k] ?? '')
            .trim()
            .toLowerCase()
            .replace(/\s+/g, ' ')}`,
      )
      .join('\n')
    return createHash('sha256').update(`${kind}\n${normalised}`).digest('hex')
  }

  get(key: string, now = Date.now()): number | string | null {
    const hit = this.entries.get(key)
    if (!hit) return null
    if (hit.expires < now) {
      this.entries.delete(key)
      return null
    }
    return hit.id
  }

  set(key: string, id: number | string, now = Date.now()) {
    if (this.entries.size >= this.maxEntries) {
      for (const [k, v] of this.entries) if (v.expires < now) this.entries.delete(k)
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
    }
    this.entries.set(key, { id, expires: now + this.windowMs })
  }
}
