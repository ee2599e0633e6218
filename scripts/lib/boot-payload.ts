import type { Payload } from 'payload'

/**
 * Start Payload outside Next.js (scripts). In production/test it runs the committed migrations first;
 * in development Payload pushes the schema itself, which covers Payload's own tables in `public` only, so the site's
 * run-time tables (rate limits, lead de-duplication, form drafts: schemas of their own) come from their migration,
 * whose `up` may run again.
 */
export async function bootPayload({ migrate = process.env.NODE_ENV !== 'development' } = {}): Promise<Payload> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../payload.config')
  const payload = await getPayload({ config })
  if (migrate) {
    const { migrations } = await import('../../src/migrations')
    await payload.db.migrate({ migrations: migrations as never })
  } else if (process.env.NODE_ENV === 'development') {
    const { createLocalReq } = await import('payload')
    const { postgresOf } = await import('../../src/lib/platform/db')
    const runTimeTables = await import('../../src/migrations/20261129_140000_run_time_tables')
    await runTimeTables.up({ db: postgresOf(payload).drizzle, payload, req: await createLocalReq({}, payload) })
  }
  return payload
}
