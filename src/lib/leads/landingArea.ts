import { getArea } from '@/lib/areas'

/**
 * The area page a lead landed on, for the dashboards: SQL giving the area's slug from a landing path
 * (`/areas/moseley`, with or without a closing slash), null for any other page (the `/areas` index included), so a
 * page is counted once however its path was written.
 */
export const landingAreaSql = (column: string) => `substring(${column} from '^/areas/([a-z0-9-]+)/?$')`

/** An area by its name as the site shows it ("Moseley"); a slug no area has (a page since removed) by its path. */
export const landingAreaName = (slug: string) => getArea(slug)?.name ?? `/areas/${slug}`
