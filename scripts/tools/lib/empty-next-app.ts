import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { freePort } from '../../lib/embedded-db'
import { DATA_DIR, ROOT } from '../../lib/local-env'
import { type ProdServer, whenReady } from './prod-server'

/**
 * The audit's yardstick: an App Router page with one heading and one paragraph, built by this project's own
 * `next` and `react` (so the same versions and the same Chromium) and served as the site is (the compression and the
 * script rewrite of scripts/server.mjs). What Lighthouse reports for it
 * is the framework's floor on this machine: no page of ours can do better than the JavaScript Next itself
 * ships and runs on every page.
 */
const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'empty-next-app', private: true, type: 'module' }),
  'next.config.mjs': `export default { compress: false, turbopack: { root: ${JSON.stringify(ROOT)} } }\n`,
  'app/layout.tsx': `export const metadata = { title: 'Empty App Router page', description: 'The framework floor for the Lighthouse audit.' }
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>)
}
`,
  // An icon, so the browser's favicon request does not end in a 404 logged to the console.
  'app/icon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#1f2a44"/></svg>',
  // Served as the site is (scripts/server.mjs): Brotli from the same compression, scripts deferred past the first
  // paint by the same rewrite, so the floor differs from a page of ours only in the page.
  'server.mjs': `import http from 'node:http'
import next from 'next'
import { serverCompression } from ${JSON.stringify(path.join(ROOT, 'scripts/compress-once.mjs'))}
import { deferScripts } from ${JSON.stringify(path.join(ROOT, 'scripts/defer-scripts.mjs'))}
const [port, hostname] = [Number(process.env.PORT), '127.0.0.1']
const app = next({ dev: false, dir: process.cwd(), hostname, port })
await app.prepare()
const handle = app.getRequestHandler()
const compress = serverCompression()
http.createServer((req, res) => compress(req, res, () => deferScripts(req, res, () => handle(req, res)))).listen(port, hostname, () => console.log('Ready'))
`,
  'app/page.tsx': `export default function Page() {
  return (<main><h1>Made-to-measure venetian blinds</h1><p>An empty App Router page: a heading and a paragraph, nothing else, so Lighthouse measures only what the framework adds.</p></main>)
}
`,
}

const run = (args: string[], cwd: string) =>
  spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), ...args], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })

/** Builds the empty app in .data/empty-next-app (a few seconds) and starts its server; stop() ends it. */
export async function startEmptyNextApp(): Promise<ProdServer> {
  const dir = path.join(DATA_DIR, 'empty-next-app')
  rmSync(dir, { recursive: true, force: true })
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  await new Promise<void>((resolve, reject) => {
    const child = run(['build'], dir)
    let output = ''
    child.stdout!.on('data', (c: Buffer) => (output += c))
    child.stderr!.on('data', (c: Buffer) => (output += c))
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`empty app build failed (${code}):\n${output}`)),
    )
  })
  const port = await freePort()
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  return whenReady(child, { url: `http://127.0.0.1:${port}`, readyText: 'Ready', timeoutMs: 30_000, name: 'empty app' })
}
