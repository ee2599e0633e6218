import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, existsSync, openSync } from 'node:fs'
import path from 'node:path'

import { freePort, type EmbeddedDb } from '../../lib/embedded-db'
import { ROOT } from '../../lib/local-env'

/**
 * Runs `next build` (without a database) unless `reuse` is set and a build exists. Benchmarks and audits reuse a
 * build unless REBUILD=1; `npm test` rebuilds unless SKIP_BUILD=1. `logFile` takes the build's output instead of the
 * terminal (for a build that runs beside other work); `env` adds to the build's environment.
 */
export async function ensureBuild({
  reuse = process.env.REBUILD !== '1',
  logFile,
  env = {},
}: { reuse?: boolean; logFile?: string; env?: Record<string, string> } = {}) {
  const dist = process.env.NEXT_DIST_DIR || '.next'
  if (reuse && existsSync(path.join(ROOT, dist, 'BUILD_ID'))) return
  console.log(`▸ next build (no database)${logFile ? `, output to ${logFile}` : ''}…`)
  const out = logFile ? openSync(logFile, 'w') : 'inherit'
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
        cwd: ROOT,
        stdio: ['ignore', out, out],
        env: { ...process.env, ...env, DATABASE_URL: '' },
      })
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build failed (${code})`))))
    })
  } finally {
    if (typeof out === 'number') closeSync(out)
  }
}

export interface ProdServer {
  url: string
  stop: () => void
}

/**
 * `npm start` (migrations + seed) on a fresh database of `db`; `echo` passes the server's output through; `timeoutMs`
 * is how long it may take to be ready (longer for a tool that may start on a busy machine).
 */
export async function startProdServer(
  db: EmbeddedDb,
  database: string,
  env: Record<string, string> = {},
  { echo = false, timeoutMs = 120_000, template }: { echo?: boolean; timeoutMs?: number; template?: string } = {},
): Promise<ProdServer> {
  await db.createDatabase(database, { template })
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: serverEnv(db, database, { PORT: String(port), HOST: '127.0.0.1', SITE_URL: url, ...env }),
  })
  return whenReady(child, { url, readyText: 'SERVER READY', timeoutMs, name: 'server', echo })
}

/**
 * `npm start -- --setup-only` on a fresh database of `db`: the migrations and the seed (with its media in the env's
 * MEDIA_DIR), no server. A database set up once is then copied for each server (`startProdServer`'s `template`), which
 * finds the migrations applied and the seed there, instead of each server running them again.
 */
export async function setUpDatabase(db: EmbeddedDb, database: string, env: Record<string, string> = {}) {
  await db.createDatabase(database)
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--setup-only'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: serverEnv(db, database, env),
  })
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', resolve)
  })
  if (code !== 0) throw new Error(`npm start --setup-only exited ${code}; the end of its output:\n${output.trimEnd()}`)
}

/** The environment `npm start` gets from these tools: the database's URL, a test secret, CI, media of its own. */
function serverEnv(db: EmbeddedDb, database: string, env: Record<string, string>) {
  return {
    ...process.env,
    DATABASE_URL: db.url(database),
    PAYLOAD_SECRET: 'bench-only-secret-0123456789abcdef',
    INSECURE_COOKIES: 'true',
    CI: 'true',
    MEDIA_DIR: path.join(ROOT, '.data', `media-${database}`),
    ...env,
  }
}

/**
 * Resolves once a detached server prints `readyText`; stop() ends its whole process group (next start leaves its
 * next-server child behind otherwise).
 */
export async function whenReady(
  child: ChildProcess,
  {
    url,
    readyText,
    timeoutMs,
    name,
    echo = false,
  }: { url: string; readyText: string; timeoutMs: number; name: string; echo?: boolean },
): Promise<ProdServer> {
  // The end of what it printed goes into the error when it fails to start, so a quiet server's reason is seen.
  let output = ''
  const withOutput = (message: string) =>
    new Error(output.trim() ? `${message}; the end of its output:\n${output.trimEnd()}` : message)
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(withOutput(`${name} did not start within ${timeoutMs / 1000}s`)), timeoutMs)
    child.stdout!.on('data', (chunk: Buffer) => {
      if (echo) process.stdout.write(chunk)
      output = (output + chunk.toString()).slice(-4_000)
      if (chunk.toString().includes(readyText)) {
        clearTimeout(timer)
        output = ''
        resolve()
      }
    })
    child.on('exit', (code, signal) => reject(withOutput(`${name} exited (${signal ?? code})`)))
  })
  return {
    url,
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {}
    },
  }
}
