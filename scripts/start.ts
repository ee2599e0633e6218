/**
 * `npm start`: production start. Runs the committed migrations, seeds demo content on an empty database,
 * starts Next's production server (scripts/server.mjs), then expires every page rendered at build time (the build
 * never reads the database), and the jobs worker beside it (scripts/worker.ts; JOBS_WORKER=false leaves it out).
 * `--setup-only` stops after the migrations and the seed.
 * Without DATABASE_URL it uses the embedded PostgreSQL in .data/ (handy for audits; real deployments set it).
 */
import { spawn } from 'node:child_process'

import { startJobsWorker } from './lib/jobs-worker'
import { ensureDatabase, ensureLocalSecret, loadDotEnv, printLogins, rememberLogins, ROOT } from './lib/local-env'

Object.assign(process.env, { NODE_ENV: 'production' })
loadDotEnv()
if (!process.env.DATABASE_URL) ensureLocalSecret() // local use only; a deployment must provide PAYLOAD_SECRET
if (!process.env.PAYLOAD_SECRET || process.env.PAYLOAD_SECRET.length < 16) {
  console.error('PAYLOAD_SECRET must be set (16+ characters) to run in production.')
  process.exit(1)
}
const db = await ensureDatabase()

const { bootPayload } = await import('./lib/boot-payload')
const payload = await bootPayload({ migrate: true })
console.log('▸ Migrations applied')
const { totalDocs: users } = await payload.count({ collection: 'users', overrideAccess: true })
if (users === 0 && process.env.SEED_DEMO_CONTENT !== 'false') {
  const { seed } = await import('../src/seed')
  const result = await seed(payload)
  rememberLogins(result.newLogins)
  console.log('▸ Empty database: demo content seeded')
}
await payload.destroy()
// `npm start -- --setup-only`: migrations and seed, then exit (a deployment's one-off step before its replicas start).
if (process.argv.includes('--setup-only')) {
  if (!process.env.CI) printLogins(process.env.SITE_URL ?? 'http://localhost:3000')
  await db?.stop().catch(() => {})
  process.exit(0)
}

const port = process.env.PORT ?? '3000'
const url = `http://127.0.0.1:${port}`
// Next's own server plus the connection address for rate limits (see scripts/server.mjs).
const next = spawn(process.execPath, ['scripts/server.mjs'], {
  cwd: ROOT,
  env: { ...process.env, PORT: port, HOST: process.env.HOST ?? '0.0.0.0' },
  stdio: 'inherit',
})
const worker = startJobsWorker()

async function refreshPages() {
  const { revalidateSecret } = await import('../src/lib/platform/revalidateSecret')
  // Up to two minutes: on a loaded machine Next can take well over 20 s to listen.
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const res = await fetch(`${url}/api/revalidate`, {
        method: 'POST',
        headers: { 'x-revalidate-secret': revalidateSecret(process.env.PAYLOAD_SECRET!) },
      })
      if (res.ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return false
}

const refreshed = await refreshPages()
console.log(refreshed ? `▸ Ready on ${url}` : '▸ Warning: could not refresh cached pages')
if (!process.env.CI) printLogins(url)
// Signal readiness for scripts that wait on stdout.
console.log('▸ SERVER READY')

const shutdown = async (code = 0) => {
  void worker.stop()
  next.kill('SIGTERM')
  await db?.stop().catch(() => {})
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))
next.on('exit', (code) => void shutdown(code ?? 0))
