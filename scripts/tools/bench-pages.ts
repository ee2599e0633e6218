/**
 * `npm run bench:pages`: how fast a cached page is served, in one run, beside the yardstick of nginx serving the same
 * bytes as pre-compressed files (`gzip_static`, and `brotli_static` from Debian's libnginx-mod-http-brotli-static):
 *
 * - the app alone (`npm start`, one server) with Brotli, gzip and no compression;
 * - the app behind the caching proxy (deploy/nginx/: the production proxy's rules) with Brotli and gzip;
 * - nginx serving the page's files, pre-compressed at the app's levels (Brotli 11, gzip 9).
 *
 * It prints req/s and p99 for each, and the two ratios the site is held to: the app's Brotli throughput against its
 * own uncompressed throughput (≥ 0.80), and the caching proxy's against nginx serving the file (≥ 0.50).
 * Load: wrk (Debian's `wrk`), 2 threads; env BENCH_SECONDS (10 per run), BENCH_CONNECTIONS (64), BENCH_PAGES
 * (comma-separated paths; default /areas/moseley,/). Each pair of runs alternates, twice, after a warm-up.
 * Both nginx instances run one worker process, the app one Node process; wrk takes the other core.
 *
 * `npm run bench:pages -- --servers 2`: the app servers' own throughput for the same pages through the proxy on one
 * server, then on two (shared Redis cache), and the ratio; the proxy's cache is bypassed there (a request with
 * credentials is never cached), since it would otherwise answer every request itself.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import autocannon from 'autocannon'

import { compareOneAndTwoServers, twoServerMode } from './lib/bench-servers'
import { NGINX, startNginx } from './lib/cluster'
import { freePort, startEmbeddedPostgres } from '../lib/embedded-db'
import { ensureBuild, startProdServer } from './lib/prod-server'
import { PAGE_BROTLI_QUALITY } from '../compress-once.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64)
const PAGES = (process.env.BENCH_PAGES ?? '/areas/moseley,/').split(',').map((p) => p.trim())
const WRK = process.env.WRK_BIN || '/usr/bin/wrk'
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

if (twoServerMode()) {
  await compareOneAndTwoServers('pages', {}, async (url) => {
    const r = await autocannon({
      url,
      connections: 32,
      duration: SECONDS,
      headers: { 'accept-encoding': 'gzip', authorization: 'Bearer bench-bypasses-the-proxy-cache' },
      requests: PAGES.map((page) => ({ path: page })),
    })
    return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx }
  })
  process.exit(0)
}

for (const [bin, hint] of [
  [NGINX, 'apt-get install -y nginx'],
  [WRK, 'apt-get install -y wrk'],
  [BROTLI_STATIC, 'apt-get install -y libnginx-mod-http-brotli-static'],
]) {
  if (!existsSync(bin)) {
    console.error(`${bin} is missing: ${hint}`)
    process.exit(2)
  }
}

interface Figures {
  rps: number
  p99: number
  bad: number
}

/** One wrk run: requests a second, p99 in ms, and the answers that were not 2xx/3xx or failed. */
function wrk(url: string, encoding: string | null, seconds = SECONDS): Figures {
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '10s', '--latency', url]
  if (encoding) args.unshift('-H', `Accept-Encoding: ${encoding}`)
  const out = execFileSync(WRK, args, { encoding: 'utf8' })
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN)
  const m = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(out)
  const p99 = m ? Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2] as 'us' | 'ms' | 's'] : NaN
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  return { rps, p99, bad: non2xx + (errors ? errors.slice(1).reduce((a, n) => a + Number(n), 0) : 0) }
}

/** What a request with this Accept-Encoding gets: status, encoding, bytes on the wire, the proxy's cache status. */
function probe(url: string, encoding: string | null) {
  // A connection of its own (agent: false): a pooled one may have been closed by the server meanwhile.
  return new Promise<{ status: number; encoding: string; bytes: number; cache: string }>((resolve, reject) => {
    http
      .get(url, { agent: false, headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
        let bytes = 0
        res.on('data', (c: Buffer) => (bytes += c.length))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: String(res.headers['content-encoding'] ?? 'none'),
            bytes,
            cache: String(res.headers['x-proxy-cache'] ?? ''),
          }),
        )
      })
      .on('error', reject)
  })
}

await ensureBuild()
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vb-bench-pages-'))
const db = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), throwaway: true, quiet: true })
const server = await startProdServer(db, 'benchpages', { JOBS_WORKER: 'false' })
const proxy = await startNginx(path.join(tmp, 'proxy'), [server.url])

// The exact bytes the app serves, as files for nginx, pre-compressed as the app compresses a cached page.
const root = path.join(tmp, 'www')
for (const page of PAGES) {
  await fetch(`${server.url}${page}`) // render once into the cache
  const html = Buffer.from(await (await fetch(`${server.url}${page}`, { headers: { 'accept-encoding': '' } })).text())
  const file = path.join(root, page, 'index.html')
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, html)
  writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }))
  writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  )
}
const filesPort = await freePort()
const filesDir = path.join(tmp, 'files')
mkdirSync(filesDir)
const conf = path.join(filesDir, 'nginx.conf')
writeFileSync(
  conf,
  `load_module ${BROTLI_STATIC};
worker_processes 1;
daemon off;
error_log ${filesDir}/error.log;
pid ${filesDir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${filesDir}/body; proxy_temp_path ${filesDir}/proxy; fastcgi_temp_path ${filesDir}/fcgi; uwsgi_temp_path ${filesDir}/uwsgi; scgi_temp_path ${filesDir}/scgi;
  default_type text/html;
  sendfile on; tcp_nopush on; # as the caching proxy (deploy/nginx/proxy-http.conf) and Debian's default
  gzip_static on; brotli_static on;
  server { listen 127.0.0.1:${filesPort}; root ${root}; location / { try_files $uri $uri/index.html =404; } }
}
`,
)
const files = spawn(NGINX, ['-c', conf, '-p', filesDir], { stdio: 'inherit' })
await new Promise((r) => setTimeout(r, 500))

const BR = 'gzip, deflate, br, zstd' // what Chrome sends
const setups = [
  { name: 'app alone, no compression', base: server.url, encoding: null },
  { name: 'app alone, gzip', base: server.url, encoding: 'gzip' },
  { name: 'app alone, Brotli', base: server.url, encoding: BR },
  { name: 'app + caching proxy, gzip', base: proxy.url, encoding: 'gzip' },
  { name: 'app + caching proxy, Brotli', base: proxy.url, encoding: BR },
  { name: 'nginx, pre-compressed file, gzip', base: `http://127.0.0.1:${filesPort}`, encoding: 'gzip' },
  { name: 'nginx, pre-compressed file, Brotli', base: `http://127.0.0.1:${filesPort}`, encoding: BR },
] as const

const fmt = (n: number, width: number) => (Number.isFinite(n) ? n.toFixed(0) : '?').padStart(width)
const verdicts: boolean[] = []
console.log(
  `\nwrk: 2 threads, ${CONNECTIONS} connections, ${SECONDS}s per run, two runs each; ${os.cpus().length} cores`,
)
try {
  for (const page of PAGES) {
    for (const s of setups) wrk(`${s.base}${page}`, s.encoding, 2) // warm: the compressed bytes kept, the proxy filled
    const results = new Map<string, Figures[]>()
    for (let round = 0; round < 2; round++)
      for (const s of round ? [...setups].reverse() : setups)
        results.set(s.name, [...(results.get(s.name) ?? []), wrk(`${s.base}${page}`, s.encoding)])
    const rps = (name: string) => results.get(name)!.reduce((a, r) => a + r.rps, 0) / 2
    console.log(`\n${page}\nhow it was served                       req/s   p99 ms   bytes  encoding  proxy cache`)
    for (const s of setups) {
      const r = results.get(s.name)!
      const p = await probe(`${s.base}${page}`, s.encoding)
      const bad = r.reduce((a, x) => a + x.bad, 0) + (p.status === 200 ? 0 : 1)
      console.log(
        `${s.name.padEnd(36)} ${fmt(rps(s.name), 8)} ${Math.max(...r.map((x) => x.p99))
          .toFixed(1)
          .padStart(8)} ${fmt(p.bytes, 7)}  ${p.encoding.padEnd(8)}  ${p.cache}${bad ? `  (${bad} failed!)` : ''}`,
      )
    }
    const own = rps('app alone, Brotli') / rps('app alone, no compression')
    const proxied = rps('app + caching proxy, Brotli') / rps('nginx, pre-compressed file, Brotli')
    const alone = rps('app alone, Brotli') / rps('nginx, pre-compressed file, Brotli')
    verdicts.push(own >= 0.8, proxied >= 0.5)
    console.log(`app alone, Brotli / its own uncompressed:       ${own.toFixed(2)}  (goal ≥ 0.80)`)
    console.log(`app + caching proxy, Brotli / nginx file:        ${proxied.toFixed(2)}  (goal ≥ 0.50)`)
    console.log(`app alone, Brotli / nginx file:                  ${alone.toFixed(3)}`)
  }
} finally {
  files.kill('SIGTERM')
  proxy.stop()
  server.stop()
  await new Promise((r) => setTimeout(r, 1500)) // let the server close its connections first
  await db.stop()
  rmSync(tmp, { recursive: true, force: true })
}
console.log(verdicts.every(Boolean) ? '\nevery goal met' : '\na goal was missed')
process.exit(verdicts.every(Boolean) ? 0 : 1)
