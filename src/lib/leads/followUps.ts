import type { Payload } from 'payload'

import { poolOf } from '@/lib/platform/db'

export interface FollowUp {
  id: number
  name: string
  phone: string
  quotedAt: string
  days: number
}

const DAY_MS = 86_400_000

/**
 * Quote requests that have sat in "quoted" for `days` days or more at `now`, longest first: since their last
 * change to "quoted" in the status history (or their last save, for quotes older than the history).
 */
export async function quotesToFollowUp(payload: Payload, days: number, now = new Date()): Promise<FollowUp[]> {
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ id: number; name: string; phone: string; quoted_at: Date }>(
    `select q.id, q.first_name || ' ' || q.last_name as name, q.phone,
       coalesce(max(h.changed_at), q.updated_at) as quoted_at
     from quote_requests q
     left join quote_requests_status_history h on h._parent_id = q.id and h.status = 'quoted'
     where q.status = 'quoted'
     group by q.id
     having coalesce(max(h.changed_at), q.updated_at) <= $1
     order by quoted_at
     limit 100`,
    [new Date(now.getTime() - days * DAY_MS).toISOString()],
  )
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    quotedAt: new Date(r.quoted_at).toISOString(),
    days: Math.floor((now.getTime() - new Date(r.quoted_at).getTime()) / DAY_MS),
  }))
}
