import { unstable_cache } from 'next/cache'
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external'

/** `next build` never talks to the database: a build must work on a machine without one. */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'

/**
 * Wrap a CMS read in Next's data cache, tagged so a CMS change expires exactly the pages that show it.
 * During `next build` the getter answers the seeded defaults instead; production start then revalidates every
 * page, so what visitors see always comes from the database.
 *
 * A read whose refresh fails throws, even when Next has a stale value to answer: a page rendered from that value
 * would be stored as fresh and keep the pre-edit data after the database returns. The page's render fails instead,
 * so Next keeps serving the page it had and renders it again on a later request.
 */
export function cmsQuery<A extends (string | number | boolean)[], R>(
  name: string,
  query: (...args: A) => Promise<R>,
  tags: (...args: A) => string[],
  buildFallback: (...args: A) => R,
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    if (isBuildPhase()) return buildFallback(...args)
    let failure: { error: unknown } | undefined
    const read = async () => {
      try {
        return await query(...args)
      } catch (error) {
        failure = { error }
        throw error
      }
    }
    const cached = unstable_cache(read, [name, ...args.map(String)], { tags: tags(...args) })
    try {
      const value = await cached()
      if (failure) throw failure.error
      return value
    } catch (error) {
      // Outside a Next.js server (scripts, integration tests) there is no incremental cache: read directly.
      if (error instanceof Error && /incrementalCache|static generation store/i.test(error.message)) {
        return query(...args)
      }
      throw error
    }
  }
}

/**
 * Whether this render's result is stored as the page (a static page's render, on request or in the background),
 * rather than sent to one request only (a dynamic page, a draft preview).
 */
export function isCachedRender(): boolean {
  const type = workUnitAsyncStorage.getStore()?.type
  return type !== undefined && type !== 'request'
}

/**
 * A read a page can show without: its fallback when it fails, but only in a render sent to one request. A render
 * stored as the page throws instead, so a page in its error state ("Failed to load …") is never cached: Next keeps
 * the page it had and renders it afresh once the database answers.
 */
export async function orFallback<T>(read: Promise<T>, fallback: (error: unknown) => T): Promise<T> {
  try {
    return await read
  } catch (error) {
    if (isCachedRender()) throw error
    return fallback(error)
  }
}
