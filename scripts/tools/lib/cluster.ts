import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { freePort, type EmbeddedDb } from '../../lib/embedded-db'
import { ROOT } from '../../lib/local-env'
import { startProdServer, whenReady, type ProdServer } from './prod-server'

/**
 * The production topology on one machine, without Docker: Debian's redis-server (the shared page cache), two
 * `npm start` servers of the one build on one database, and Debian's nginx in front, appending X-Forwarded-For.
 * The tests and `npm run bench:* -- --servers 2` use it; docker-compose.yml describes the same set-up.
 */
export const REDIS_SERVER = process.env.REDIS_SERVER_BIN || '/usr/bin/redis-server'
export const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx'

/** The binaries this set-up needs that are missing (`.ci/run` installs them with apt-get). */
export function missingBinaries(): string[] {
  return [REDIS_SERVER, NGINX].filter((bin) => !existsSync(bin))
}

export interface Cluster {
  /** The proxy: what visitors reach. */
  url: string
  /** Each app server, reached directly (bypassing the proxy). */
  servers: ProdServer[]
  redisUrl: string
  stop: () => Promise<void>
}

function detached(cmd: string, args: string[], env: Record<string, string | undefined> = {}): ChildProcess {
  return spawn(cmd, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
}

export async function startRedis(dir: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort()
  const child = detached(REDIS_SERVER, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'no',
  ])
  const server = await whenReady(child, {
    url: `redis://127.0.0.1:${port}`,
    readyText: 'Ready to accept connections',
    timeoutMs: 15_000,
    name: 'redis-server',
  })
  return { url: server.url, stop: server.stop }
}

/** The caching proxy's shared rules (deploy/nginx/): the compose file's proxy includes the same two files. */
export const PROXY_RULES = path.join(ROOT, 'deploy', 'nginx')

/**
 * An nginx configuration for a temporary prefix: the production proxy's rules (deploy/nginx/proxy-*.conf, as in
 * deploy/nginx.conf) around these upstreams, a cache folder under `dir`, and this port.
 */
export function nginxConfig({ dir, port, upstreams }: { dir: string; port: number; upstreams: string[] }): string {
  const hostPorts = upstreams.map((u) => new URL(u).host)
  return `# Generated for a test run; the rules are deploy/nginx/'s.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=256m inactive=1d use_temp_path=off;
  include ${PROXY_RULES}/proxy-http.conf;
  upstream app {
${hostPorts.map((h) => `    server ${h} max_fails=0;`).join('\n')}
    keepalive 32;
    # Shorter than Node's own keep-alive (5 s), so nginx never reuses a connection the app is closing (a 502).
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    include ${PROXY_RULES}/proxy-server.conf;
  }
}
`
}

/** nginx as the caching proxy in front of `upstreams` (app servers' URLs), its files under `dir`. */
export async function startNginx(dir: string, upstreams: string[]): Promise<{ url: string; stop: () => void }> {
  const port = await freePort()
  mkdirSync(dir, { recursive: true })
  // nginx's workers run as an unprivileged user when started as root: they must reach the temp folders.
  chmodSync(dir, 0o755)
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, nginxConfig({ dir, port, upstreams }))
  const check = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    encoding: 'utf8',
  })
  if (check.status !== 0) throw new Error(`nginx rejected its configuration: ${check.stderr}`)
  const child = detached(NGINX, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')])
  const url = `http://127.0.0.1:${port}`
  let exited = false
  child.on('exit', () => (exited = true))
  for (let i = 0; i < 100; i++) {
    if (exited) throw new Error('nginx exited at start')
    const ok = await fetch(`${url}/robots.txt`).then(
      (r) => r.status < 500,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {}
    },
  }
}

/**
 * Starts the whole set-up on `db` (database `database`, migrated and seeded by the first server). `env` goes to
 * every app server. With `instances: 1` the single server still stands behind nginx, for fair comparisons.
 */
export async function startCluster(
  db: EmbeddedDb,
  database: string,
  dir: string,
  env: Record<string, string> = {},
  { instances = 2, echo = false }: { instances?: number; echo?: boolean } = {},
): Promise<Cluster> {
  const missing = missingBinaries()
  if (missing.length) throw new Error(`missing ${missing.join(', ')} (apt-get install redis-server nginx)`)
  mkdirSync(dir, { recursive: true })
  const stops: (() => void)[] = []
  const stop = async () => {
    for (const s of stops.reverse()) s()
  }
  try {
    const redis = await startRedis(dir)
    stops.push(redis.stop)
    const servers: ProdServer[] = []
    const common = { REDIS_URL: redis.url, MEDIA_DIR: path.join(dir, 'media'), ...env }
    // One after another: the first runs the migrations and the seed, the others find them done. No jobs worker:
    // these tests queue no jobs.
    for (let i = 0; i < instances; i++) {
      const start = () => startProdServer(db, database, { ...common, JOBS_WORKER: 'false' }, { echo })
      // Once in CI a server exited (0) at start, with no output kept to say why; the error now carries its output.
      // A second failure fails the run; a first one is printed, so it is not lost either.
      const server = await start().catch((error: Error) => {
        console.error(`⚠ server ${i + 1} failed to start, starting it again: ${error.message}`)
        return start()
      })
      stops.push(server.stop)
      servers.push(server)
    }
    const proxy = await startNginx(
      path.join(dir, 'nginx'),
      servers.map((s) => s.url),
    )
    stops.push(proxy.stop)
    return { url: proxy.url, servers, redisUrl: redis.url, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
