import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { startEmbeddedPostgres, type EmbeddedDb } from './embedded-db'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const DATA_DIR = path.join(ROOT, '.data')

/** Load .env / .env.local when present (never committed). */
export function loadDotEnv() {
  for (const file of ['.env.local', '.env']) {
    const full = path.join(ROOT, file)
    if (existsSync(full)) process.loadEnvFile(full)
  }
}

/** A per-checkout secret kept in the ignored .data folder, so local sessions survive restarts. */
export function ensureLocalSecret() {
  if (process.env.PAYLOAD_SECRET) return
  mkdirSync(DATA_DIR, { recursive: true })
  const file = path.join(DATA_DIR, 'payload-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  process.env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
}

/**
 * Use DATABASE_URL when set; otherwise start the embedded PostgreSQL kept in .data/postgres
 * (real Postgres binaries from npm) and point DATABASE_URL at it.
 */
export async function ensureDatabase(database = 'vb'): Promise<EmbeddedDb | null> {
  if (process.env.DATABASE_URL) return null
  const port = Number(process.env.EMBEDDED_DB_PORT ?? 54329)
  const db = await startEmbeddedPostgres({ dir: path.join(DATA_DIR, 'postgres'), port })
  await db.createDatabase(database)
  process.env.DATABASE_URL = db.url(database)
  console.log(`▸ Embedded PostgreSQL on 127.0.0.1:${port} (data in .data/postgres)`)
  return db
}

const LOGIN_FILE = path.join(DATA_DIR, 'admin-logins.json')

/** Remember the demo logins the seed created, so every start can print them. */
export function rememberLogins(logins: { username: string; password: string; role: string }[]) {
  if (logins.length === 0) return
  mkdirSync(DATA_DIR, { recursive: true })
  writeFileSync(LOGIN_FILE, JSON.stringify(logins, null, 2), { mode: 0o600 })
}

export function printLogins(url: string) {
  if (!existsSync(LOGIN_FILE)) {
    console.log(`▸ Admin: ${url}/admin (sign in with your own account)`)
    return
  }
  const logins = JSON.parse(readFileSync(LOGIN_FILE, 'utf8')) as { username: string; password: string; role: string }[]
  console.log(`▸ Admin: ${url}/admin`)
  for (const l of logins) console.log(`    ${l.role.padEnd(6)} username: ${l.username}   password: ${l.password}`)
  console.log('    (demo logins created by the seed; change these passwords in /admin → Users)')
}
