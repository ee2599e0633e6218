import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startEmbeddedPostgres } from '../../lib/embedded-db'
import { ensureBuild, startProdServer, type ProdServer } from './prod-server'

/** The seeded owner's password on a measuring script's own throwaway database. */
export const MEASURE_OWNER_PASSWORD = 'measure-owner-password-1'
/** Migrations and seeding take a minute on an idle machine, several on a busy one. */
const START = { timeoutMs: 600_000 }

export interface MeasuredServers {
  /** This build's production server. */
  server: ProdServer
  /** Another build's (its dist dir given), on a database of its own, for a before/after in one run. */
  compare: ProdServer | null
  stop: () => Promise<void>
}

/**
 * What `npm run audit` and `npm run bench:main-thread` measure: this build (built first if need be) and, when
 * `compareDir` is given, that build, each on a fresh database of one throwaway Postgres, seeded with the owner.
 */
export async function startMeasuredServers(name: string, compareDir?: string): Promise<MeasuredServers> {
  await ensureBuild()
  const tmp = mkdtempSync(path.join(os.tmpdir(), `vb-${name}-`))
  const db = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), throwaway: true, quiet: true })
  const env = { SEED_OWNER_PASSWORD: MEASURE_OWNER_PASSWORD }
  const server = await startProdServer(db, name, env, START)
  const compare = compareDir
    ? await startProdServer(db, `${name}_compare`, { ...env, NEXT_DIST_DIR: compareDir }, START)
    : null
  return {
    server,
    compare,
    async stop() {
      server.stop()
      compare?.stop()
      await new Promise((r) => setTimeout(r, 1500)) // let the servers close their connections first
      await db.stop()
      rmSync(tmp, { recursive: true, force: true })
    },
  }
}

/** The staff's pages (/visits…) are measured signed in as the owner. */
export const isStaffPath = (pathname: string) => pathname.startsWith('/visits')

const sessions = new Map<string, Promise<string>>()
/** The seeded owner's session token on the server at `origin` (one login per server). */
export function ownerSession(origin: string): Promise<string> {
  let token = sessions.get(origin)
  if (!token) {
    token = (async () => {
      const login = await fetch(`${origin}/api/cms/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'owner', password: MEASURE_OWNER_PASSWORD }),
      })
      if (!login.ok) throw new Error(`owner login failed (${login.status})`)
      return ((await login.json()) as { token: string }).token
    })()
    // A failed login is not kept: the next call tries again.
    token.catch(() => sessions.delete(origin))
    sessions.set(origin, token)
  }
  return token
}

/** The Authorization header a staff page is requested with (`payload.auth` reads it), or none for a public page. */
export async function authHeaderFor(url: string): Promise<Record<string, string>> {
  const { origin, pathname } = new URL(url)
  return isStaffPath(pathname) ? { Authorization: `JWT ${await ownerSession(origin)}` } : {}
}
