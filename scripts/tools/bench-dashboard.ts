/**
 * `npm run bench:dashboard`: seeds 100,000 leads (60% measuring appointments, 40% quote requests, spread over
 * 180 days, with sources, landing pages, products and status histories) into a throwaway database, then prints
 * the time the admin dashboard's queries take: the first run and the median of the next ones.
 * Options (env): BENCH_LEADS (default 100000), BENCH_RUNS (5), BENCH_EXPLAIN=1 (print the query plan).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { poolOf } from '../../src/lib/platform/db'
import { startEmbeddedPostgres } from '../lib/embedded-db'

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)

const tmp = mkdtempSync(path.join(os.tmpdir(), 'vb-bench-dashboard-'))
const db = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), throwaway: true, quiet: true })
try {
  await db.createDatabase('bench')
  Object.assign(process.env, {
    DATABASE_URL: db.url('bench'),
    NODE_ENV: 'test',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-dashboard-secret-0123456789abcdef',
  })
  const { bootPayload } = await import('../lib/boot-payload')
  const { DASHBOARD_QUERY, leadDashboard } = await import('../../src/lib/leads/dashboard')
  const payload = await bootPayload({ migrate: true })
  const pool = poolOf(payload)

  const appointments = Math.round(LEADS * 0.6)
  const quotes = LEADS - appointments
  const seedStarted = performance.now()
  // One statement per table: rows over the last 180 days; channel, landing page and product vary with the row.
  await pool.query(
    `insert into measuring_appointments (customer_name, customer_phone, address, status, blind_type, channel,
       landing_page, utm_source, referrer_host, source_page, created_at, updated_at, respond_by)
     select 'Bench ' || n, '0121 496 0000', n || ' Bench Road', s.status::enum_measuring_appointments_status,
       (array['faux-wood','basswood','both','advice'])[1 + n % 4]::enum_measuring_appointments_blind_type,
       (array['campaign','search','referral','direct'])[1 + n % 4]::enum_measuring_appointments_channel,
       '/areas/area-' || (n % 190), case when n % 4 = 0 then 'leaflet' end,
       case when n % 4 = 1 then 'www.google.com' when n % 4 = 2 then 'forum.example.org' end,
       '/book', t.at, t.at, t.at + interval '24 hours'
     from generate_series(1, $1::int) as n,
       lateral (select now() - (n % 180) * interval '1 day' - (n % 24) * interval '1 hour' as at) as t,
       lateral (select (array['pending','confirmed','completed','cancelled'])[1 + n % 4] as status) as s`,
    [appointments],
  )
  await pool.query(
    `insert into quote_requests (first_name, last_name, email, phone, postcode, status, product_type, channel,
       landing_page, source_page, created_at, updated_at, respond_by)
     select 'Bench', 'Quote ' || n, 'bench@example.com', '07700 900000', 'B26 3PX',
       (array['new','contacted','quoted','won','lost'])[1 + n % 5]::enum_quote_requests_status,
       (array['faux-wood','wooden','both','advice'])[1 + n % 4],
       (array['campaign','search','referral','direct'])[1 + n % 4]::enum_quote_requests_channel,
       '/areas/area-' || (n % 190), '/contact', t.at, t.at, t.at + interval '24 hours'
     from generate_series(1, $1::int) as n,
       lateral (select now() - (n % 180) * interval '1 day' - (n % 24) * interval '1 hour' as at) as t`,
    [quotes],
  )
  // Each lead's history: its first status at arrival, and its current one a few hours later when it moved on.
  for (const [table, first] of [
    ['measuring_appointments', 'pending'],
    ['quote_requests', 'new'],
  ]) {
    await pool.query(
      `insert into ${table}_status_history (_order, _parent_id, id, status, changed_at)
       select 1, id, md5(random()::text), '${first}', created_at from ${table}
       union all
       select 2, id, md5(random()::text), status::text::enum_${table}_status_history_status,
         created_at + (1 + id % 48) * interval '1 hour'
       from ${table} where status::text <> '${first}'`,
    )
    await pool.query(`analyze ${table}; analyze ${table}_status_history`)
  }
  console.log(
    `seeded ${appointments.toLocaleString('en-GB')} appointments and ${quotes.toLocaleString('en-GB')} quote ` +
      `requests in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  )

  const times: number[] = []
  let last = await leadDashboard(payload)
  console.log(`dashboard, first run: ${last.queryMs.toFixed(0)} ms`)
  for (let i = 0; i < RUNS; i++) {
    last = await leadDashboard(payload)
    times.push(last.queryMs)
  }
  times.sort((a, b) => a - b)
  console.log(
    `dashboard, median of ${RUNS}: ${times[Math.floor(times.length / 2)].toFixed(0)} ms ` +
      `(this week ${last.thisWeek}, last week ${last.lastWeek}, overdue ${last.overdue}, ` +
      `median to first contact ${last.medianHoursToContact?.toFixed(1)} h)`,
  )
  if (process.env.BENCH_EXPLAIN) {
    const day = 86_400_000
    const at = (days: number) => new Date(Date.now() - days * day).toISOString()
    const plan = await pool.query(`explain (analyze, costs off) ${DASHBOARD_QUERY}`, [at(0), at(90), at(90)])
    console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'))
  }
  await payload.destroy()
} finally {
  await db.stop()
  rmSync(tmp, { recursive: true, force: true })
}
