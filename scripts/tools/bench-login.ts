/**
 * `npm run bench:login`: how long a failed sign-in takes on the production server for a known account with a wrong
 * password and for unknown accounts (a username, an e-mail), taken in turn: the medians and their ratio to the wrong
 * password. The time must not tell which accounts exist; tests/int/login.test.ts checks why it does not (the same
 * password-hash work for each), this prints what it comes to. Figures only, no verdict.
 * Options (env): BENCH_ROUNDS (default 15 sign-ins of each kind).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startEmbeddedPostgres } from '../lib/embedded-db'
import { ensureBuild, startProdServer } from './lib/prod-server'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15)

const KINDS: Record<string, Record<string, string>> = {
  'wrong password': { username: 'owner' },
  'unknown username': { username: 'nobody' },
  'unknown e-mail': { email: 'nobody@example.com' },
}

await ensureBuild()
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vb-bench-login-'))
const db = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), throwaway: true, quiet: true })
// Every sign-in here fails, from one address: past the per-address limit (10) they would be answered 429 at once.
const server = await startProdServer(db, 'bench_login', { LOGIN_RATE_LIMIT: '1000000' })

async function failedSignIn(account: Record<string, string>): Promise<number> {
  const started = performance.now()
  const res = await fetch(`${server.url}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, password: 'not-the-password' }),
  })
  await res.arrayBuffer()
  const ms = performance.now() - started
  // Anything but the refusal is not the sign-in this measures.
  if (res.status !== 401) throw new Error(`${JSON.stringify(account)}: answered ${res.status}, not 401`)
  return ms
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

try {
  for (const account of Object.values(KINDS)) await failedSignIn(account) // warm-up
  const times = new Map(Object.keys(KINDS).map((kind) => [kind, [] as number[]]))
  // One of each kind in turn, so a busy moment on the machine slows them alike.
  for (let i = 0; i < ROUNDS; i++)
    for (const [kind, account] of Object.entries(KINDS)) times.get(kind)!.push(await failedSignIn(account))

  const base = median(times.get('wrong password')!)
  console.log(`\nfailed sign-ins, ${ROUNDS} of each kind in turn, one at a time, ${os.cpus().length} cores\n`)
  console.log('kind               median ms   min ms   max ms   median / wrong password')
  for (const [kind, xs] of times) {
    const cells = [median(xs), Math.min(...xs), Math.max(...xs)].map((ms) => ms.toFixed(0).padStart(8))
    console.log(`${kind.padEnd(17)} ${cells.join(' ')}   ${(median(xs) / base).toFixed(2).padStart(10)}`)
  }
} finally {
  server.stop()
  await new Promise((r) => setTimeout(r, 1500)) // let the server close its connections first
  await db.stop()
  rmSync(tmp, { recursive: true, force: true })
}
