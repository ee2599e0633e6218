/**
 * `npm run dev`: one command from a fresh clone to a running site.
 * Without DATABASE_URL it starts an embedded PostgreSQL (.data/postgres), pushes the schema, seeds demo content
 * once, then runs `next dev` and the jobs worker (scripts/worker.ts) and prints the URL and the admin login.
 */
import { spawn } from 'node:child_process'

import { startJobsWorker } from '../lib/jobs-worker'
import { ensureDatabase, ensureLocalSecret, loadDotEnv, printLogins, rememberLogins, ROOT } from '../lib/local-env'

Object.assign(process.env, { NODE_ENV: 'development' })
loadDotEnv()
ensureLocalSecret()
const db = await ensureDatabase()

const { bootPayload } = await import('../lib/boot-payload')
const payload = await bootPayload({ migrate: false })
const { seed } = await import('../../src/seed')
console.log('▸ Seeding demo content (only what is missing)…')
const result = await seed(payload)
rememberLogins(result.newLogins)
await payload.destroy()

const port = process.env.PORT ?? '3000'
const url = `http://localhost:${port}`
process.env.SITE_URL ??= url
const next = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'dev', '-p', port], {
  cwd: ROOT,
  env: process.env,
  stdio: ['inherit', 'pipe', 'inherit'],
})
const worker = startJobsWorker()
let announced = false
next.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk)
  if (!announced && /Ready in|ready started/i.test(chunk.toString())) {
    announced = true
    console.log(`\n▸ Site:  ${url}`)
    printLogins(url)
    console.log('')
  }
})

const shutdown = async (code = 0) => {
  void worker.stop()
  next.kill('SIGTERM')
  await db?.stop().catch(() => {})
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))
next.on('exit', (code) => void shutdown(code ?? 0))
