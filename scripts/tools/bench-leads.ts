/**
 * `npm run bench:leads`: load on the lead endpoint of the production server, against the same load on a bare
 * Payload create of the same collection (Payload's own REST create, signed in as staff: it is closed to the
 * public), alternating, in one run.
 * Prints req/s, p50/p99 and checks that the rows stored equal the 201s answered.
 * Options (env): BENCH_REQUESTS (default 4000 per round), BENCH_CONNECTIONS (32), BENCH_ROUNDS (2).
 * `npm run bench:leads -- --servers 2`: the lead endpoint through nginx on one server, then on two, and the ratio.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'

import { compareOneAndTwoServers, twoServerMode } from './lib/bench-servers'
import { startEmbeddedPostgres } from '../lib/embedded-db'
import { ensureBuild, startProdServer } from './lib/prod-server'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)

if (twoServerMode()) {
  let n = 0
  await compareOneAndTwoServers('leads', { LEAD_RATE_LIMIT: '100000000' }, async (url, round) => {
    const r = await autocannon({
      url: `${url}/api/measuring-appointment`,
      connections: CONNECTIONS,
      amount: REQUESTS,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (req) => {
            const i = ++n
            return {
              ...req,
              body: JSON.stringify({
                customerName: `Bench ${round} ${i}`,
                customerPhone: `0121 496 ${String(i % 10000).padStart(4, '0')}`,
                customerEmail: `bench${i}@example.com`,
                address: `${i} Benchmark Road, Birmingham`,
                postcode: 'B26 3PX',
                scheduledTime: 'morning',
                idempotencyKey: `bench-${round}-${i}`,
              }),
            }
          },
        },
      ],
    })
    return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx }
  })
  process.exit(0)
}

await ensureBuild()
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vb-bench-'))
const db = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), throwaway: true, quiet: true })
// The rate limit protects production from bots; the benchmark is one client on purpose.
const STAFF_PASSWORD = 'bench-staff-password-1'
const server = await startProdServer(db, 'bench', { LEAD_RATE_LIMIT: '100000000', SEED_STAFF_PASSWORD: STAFF_PASSWORD })
const login = await fetch(`${server.url}/api/cms/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'staff', password: STAFF_PASSWORD }),
})
if (!login.ok) throw new Error(`staff login failed: ${login.status}`)
const staffAuth = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }

let seq = 0
function body(marker: string) {
  const n = ++seq
  return JSON.stringify({
    customerName: `Bench ${marker} ${n}`,
    customerPhone: `0121 496 ${String(n % 1000).padStart(4, '0')}`,
    customerEmail: `bench${n}@example.com`,
    address: `${n} Benchmark Road, Birmingham`,
    postcode: 'B26 3PX',
    scheduledTime: 'morning',
    sourcePage: `/bench-${marker}`,
    idempotencyKey: `bench-${marker}-${n}-${Date.now().toString(36)}`,
  })
}

async function load(label: string, pathName: string, marker: string) {
  let created = 0
  const result = await autocannon({
    url: `${server.url}${pathName}`,
    connections: CONNECTIONS,
    amount: REQUESTS,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(pathName.startsWith('/api/cms/') ? staffAuth : {}) },
    requests: [{ setupRequest: (req) => ({ ...req, body: body(marker) }) }],
    setupClient: (client) => {
      client.on('response', (status) => {
        if (status === 201) created++
      })
    },
  })
  return {
    label,
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    created,
  }
}

const client = new pg.Client({ connectionString: db.url('bench') })
await client.connect()
const rows = async (source: string) =>
  Number(
    (await client.query('SELECT count(*) FROM measuring_appointments WHERE source_page LIKE $1', [`${source}%`]))
      .rows[0].count,
  )

// Warm up both paths (JIT, connection pool).
await load('warm-up', '/api/measuring-appointment', 'warm')
await load('warm-up', '/api/cms/measuring-appointments', 'warmbare')

const results: Awaited<ReturnType<typeof load>>[] = []
for (let round = 1; round <= ROUNDS; round++) {
  results.push(await load(`endpoint #${round}`, '/api/measuring-appointment', `endpoint${round}`))
  results.push(await load(`bare create #${round}`, '/api/cms/measuring-appointments', `bare${round}`))
}

console.log(`\nPOST ${REQUESTS} requests per round, ${CONNECTIONS} connections, ${os.cpus().length} cores\n`)
console.log('run                 req/s    p50 ms   p99 ms   201s   non-2xx  errors')
for (const r of results) {
  console.log(
    `${r.label.padEnd(18)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.created).padStart(6)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)}`,
  )
}
const endpoint = results.filter((r) => r.label.startsWith('endpoint'))
const bare = results.filter((r) => r.label.startsWith('bare'))
const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
const ratio = avg(endpoint.map((r) => r.rps)) / avg(bare.map((r) => r.rps))
const endpointRows = await rows('/bench-endpoint')
const endpointCreated = endpoint.reduce((a, r) => a + r.created, 0)
const p99 = Math.max(...endpoint.map((r) => r.p99))
console.log(`\nendpoint / bare create throughput: ${ratio.toFixed(2)}  (budget ≥ 0.90)`)
console.log(`endpoint p99: ${p99} ms  (budget ≤ 150 ms)`)
console.log(
  `rows stored by the endpoint: ${endpointRows}, 201 answers: ${endpointCreated}  ${endpointRows === endpointCreated ? '✓ equal' : '✗ DIFFERENT'}`,
)

await client.end()
server.stop()
await new Promise((r) => setTimeout(r, 1500)) // let the server close its connections first
await db.stop()
rmSync(tmp, { recursive: true, force: true })
process.exit(endpointRows === endpointCreated ? 0 : 1)
