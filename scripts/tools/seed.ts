/** `npm run seed`: add any missing demo content. Idempotent; never overwrites the owner's edits. */
import { ensureDatabase, ensureLocalSecret, loadDotEnv, rememberLogins } from '../lib/local-env'

Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'development' })
loadDotEnv()
ensureLocalSecret()
const db = await ensureDatabase()
const { bootPayload } = await import('../lib/boot-payload')
const payload = await bootPayload()
const { seed } = await import('../../src/seed')
const result = await seed(payload, (m) => console.log(`  ${m}`))
rememberLogins(result.newLogins)
console.log('Seed complete. Created:', Object.keys(result.created).length ? result.created : 'nothing (already seeded)')
for (const l of result.newLogins) console.log(`  new ${l.role} login: ${l.username} / ${l.password}`)
await payload.destroy()
await db?.stop()
process.exit(0)
