/**
 * `npm run bench:pages`: req/s and p99 of `next start` for the home page and a prerendered area page, against
 * the same bytes served as static files by nginx (Debian's; `apt-get install -y nginx-light`) with the same gzip
 * level, alternating, in one run. Prints both and their ratio (budget: Next ≥ 0.6 of nginx).
 * Options (env): BENCH_SECONDS (default 10 per run), BENCH_CONNECTIONS (32).
 * `npm run bench:pages -- --servers 2`: the same pages through nginx on one server, then on two (shared Redis
 * cache), and the ratio.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

import { compareOneAndTwoServers, twoServerMode } from './lib/bench-servers'
import { freePort, startEmbeddedPostgres } from './lib/embedded-db'
import { ensureBuild, startProdServer } from './lib/prod-server'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const PAGES = ['/', '/areas/moseley']

if (twoServerMode()) {
  await compareOneAndTwoServers('pages', {}, async (url) => {
    const r = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { 'accept-encoding': 'gzip' },
      requests: PAGES.map((page) => ({ path: page })),
    })
    return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx }
  })
  process.exit(0)
}

let nginxBin = ''
try {
  nginxBin = execFileSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' })
    .trim()
    .split('\n')[0]
} catch {
  console.error('nginx is not installed: apt-get install -y nginx-light')
  process.exit(2)
}

await ensureBuild()
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vb-bench-pages-'))
const db = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), throwaway: true, quiet: true })
const server = await startProdServer(db, 'benchpages')

// The exact bytes Next serves, as static files for nginx.
const root = path.join(tmp, 'www')
for (const page of PAGES) {
  await fetch(`${server.url}${page}`) // render once into the cache
  const html = await (await fetch(`${server.url}${page}`)).text()
  const file = page === '/' ? path.join(root, 'index.html') : path.join(root, page, 'index.html')
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, html)
}
const nginxPort = await freePort()
const conf = path.join(tmp, 'nginx.conf')
writeFileSync(
  conf,
  `worker_processes 1;
daemon off;
error_log ${tmp}/nginx-error.log;
pid ${tmp}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${tmp}/body; proxy_temp_path ${tmp}/proxy; fastcgi_temp_path ${tmp}/fcgi; uwsgi_temp_path ${tmp}/uwsgi; scgi_temp_path ${tmp}/scgi;
  default_type text/html;
  gzip on; gzip_comp_level 6; gzip_min_length 0;
  server { listen 127.0.0.1:${nginxPort}; root ${root}; location / { try_files $uri $uri/index.html =404; } }
}
`,
)
const nginx = spawn(nginxBin, ['-c', conf, '-p', tmp], { stdio: 'inherit' })
await new Promise((r) => setTimeout(r, 500))

async function run(url: string) {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip' },
  })
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx }
}

console.log(`\n${SECONDS}s per run, ${CONNECTIONS} connections, gzip, ${os.cpus().length} cores`)
console.log('page              next req/s  p99   nginx req/s  p99   ratio')
try {
  for (const page of PAGES) {
    await run(`${server.url}${page}`) // warm
    const a1 = await run(`${server.url}${page}`)
    const b1 = await run(`http://127.0.0.1:${nginxPort}${page}`)
    const a2 = await run(`${server.url}${page}`)
    const b2 = await run(`http://127.0.0.1:${nginxPort}${page}`)
    const next = (a1.rps + a2.rps) / 2
    const ng = (b1.rps + b2.rps) / 2
    console.log(
      `${page.padEnd(17)} ${next.toFixed(0).padStart(10)} ${String(Math.max(a1.p99, a2.p99)).padStart(5)} ${ng.toFixed(0).padStart(12)} ${String(Math.max(b1.p99, b2.p99)).padStart(5)}   ${(next / ng).toFixed(2)}${a1.non2xx + a2.non2xx ? '  (non-2xx!)' : ''}`,
    )
  }
} finally {
  nginx.kill('SIGTERM')
  server.stop()
  await new Promise((r) => setTimeout(r, 1500)) // let the server close its connections first
  await db.stop()
  rmSync(tmp, { recursive: true, force: true })
}
console.log('\nbudget: Next ≥ 0.60 of nginx for the same bytes')
process.exit(0)
