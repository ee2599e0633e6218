import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { freePort, type EmbeddedDb } from './embedded-db'
import { ROOT } from './local-env'

/** Build once if needed, then start `npm start` (migrations + seed) on a fresh database; for benchmarks and audits. */
export async function ensureBuild() {
  const dist = process.env.NEXT_DIST_DIR || '.next'
  if (existsSync(path.join(ROOT, dist, 'BUILD_ID')) && process.env.REBUILD !== '1') return
  console.log('▸ next build (no database)…')
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: '' },
    })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build failed (${code})`))))
  })
}

export interface ProdServer {
  url: string
  stop: () => void
}

export async function startProdServer(
  db: EmbeddedDb,
  database: string,
  env: Record<string, string> = {},
): Promise<ProdServer> {
  await db.createDatabase(database)
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: db.url(database),
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      PAYLOAD_SECRET: 'bench-only-secret-0123456789abcdef',
      INSECURE_COOKIES: 'true',
      CI: 'true',
      MEDIA_DIR: path.join(ROOT, '.data', `media-${database}`),
      ...env,
    },
  })
  return whenReady(child, { url, readyText: 'SERVER READY', timeoutMs: 120_000, name: 'server' })
}

/**
 * Resolves once a detached server prints `readyText`; stop() ends its whole process group (next start leaves its
 * next-server child behind otherwise).
 */
export async function whenReady(
  child: ChildProcess,
  { url, readyText, timeoutMs, name }: { url: string; readyText: string; timeoutMs: number; name: string },
): Promise<ProdServer> {
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${timeoutMs / 1000}s`)), timeoutMs)
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(readyText)) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.on('exit', (code) => reject(new Error(`${name} exited (${code})`)))
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
