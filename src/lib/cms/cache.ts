import { unstable_cache } from 'next/cache'

/** `next build` never talks to the database: a build must work on a machine without one. */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'

/**
 * Wrap a CMS read in Next's data cache, tagged so a CMS change expires exactly the pages that show it.
 * During `next build` the getter answers the seeded defaults instead; production start then revalidates every
 * page, so what visitors see always comes from the database.
 */
export function cmsQuery<A extends (string | number | boolean)[], R>(
  name: string,
  query: (...args: A) => Promise<R>,
  tags: (...args: A) => string[],
  buildFallback: (...args: A) => R,
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    if (isBuildPhase()) return buildFallback(...args)
    const cached = unstable_cache(() => query(...args), [name, ...args.map(String)], { tags: tags(...args) })
    try {
      return await cached()
    } catch (error) {
      // Outside a Next.js server (scripts, integration tests) there is no incremental cache: read directly.
      if (error instanceof Error && /incrementalCache|static generation store/i.test(error.message)) {
        return query(...args)
      }
      throw error
    }
  }
}
