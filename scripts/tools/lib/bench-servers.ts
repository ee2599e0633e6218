import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { missingBinaries, startCluster } from './cluster'
import { startEmbeddedPostgres } from '../../lib/embedded-db'
import { ensureBuild } from './prod-server'

export interface LoadFigures {
  rps: number
  p99: number
  non2xx: number
}

/** `--servers 2` on a benchmark's command line: compare one and two servers behind nginx instead. */
export const twoServerMode = () =>
  process.argv.includes('--servers=2') ||
  (process.argv.includes('--servers') && process.argv[process.argv.indexOf('--servers') + 1] === '2')

/**
 * The same load through nginx on one server, then on two servers of the same build (one Postgres, one Redis: the
 * multi-server set-up of scripts/tools/lib/cluster.ts), each on a fresh database. Prints both and the ratio.
 */
export async function compareOneAndTwoServers(
  name: string,
  env: Record<string, string>,
  load: (url: string, round: string) => Promise<LoadFigures>,
): Promise<number> {
  const missing = missingBinaries()
  if (missing.length) {
    console.error(`missing ${missing.join(', ')}: apt-get install -y redis-server nginx`)
    process.exit(2)
  }
  await ensureBuild()
  const tmp = mkdtempSync(path.join(os.tmpdir(), `vb-bench-${name}-`))
  const db = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), throwaway: true, quiet: true })
  const figures: Record<number, LoadFigures[]> = {}
  try {
    for (const instances of [1, 2]) {
      const cluster = await startCluster(db, `${name}${instances}`, path.join(tmp, `c${instances}`), env, {
        instances,
      })
      try {
        await load(cluster.url, `warm${instances}`)
        figures[instances] = [await load(cluster.url, `a${instances}`), await load(cluster.url, `b${instances}`)]
      } finally {
        await cluster.stop()
        await new Promise((r) => setTimeout(r, 1500))
      }
    }
  } finally {
    await db.stop().catch(() => {})
    rmSync(tmp, { recursive: true, force: true })
  }
  const avg = (xs: LoadFigures[]) => xs.reduce((a, r) => a + r.rps, 0) / xs.length
  const p99 = (xs: LoadFigures[]) => Math.max(...xs.map((r) => r.p99))
  const non2xx = (xs: LoadFigures[]) => xs.reduce((a, r) => a + r.non2xx, 0)
  console.log(`\n${name}: through nginx, ${os.cpus().length} cores (both servers share them on this machine)`)
  console.log('servers   req/s    p99 ms   non-2xx')
  for (const n of [1, 2]) {
    console.log(
      `${String(n).padEnd(7)} ${avg(figures[n]).toFixed(0).padStart(7)} ${String(p99(figures[n])).padStart(9)} ${String(non2xx(figures[n])).padStart(9)}`,
    )
  }
  const ratio = avg(figures[2]) / avg(figures[1])
  console.log(`two servers / one server throughput: ${ratio.toFixed(2)}`)
  return ratio
}
