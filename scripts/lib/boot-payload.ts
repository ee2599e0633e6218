import type { Payload } from 'payload'

/**
 * Start Payload outside Next.js (scripts). In production/test it runs the committed migrations first;
 * in development Payload pushes the schema itself.
 */
export async function bootPayload({ migrate = process.env.NODE_ENV !== 'development' } = {}): Promise<Payload> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../payload.config')
  const payload = await getPayload({ config })
  if (migrate) {
    const { migrations } = await import('../../src/migrations')
    await payload.db.migrate({ migrations: migrations as never })
  }
  return payload
}
