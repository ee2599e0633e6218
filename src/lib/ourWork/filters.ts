/**
 * /our-work's filters: by area and by product, as query parameters (a GET form and plain links, so they work without
 * JavaScript). Unknown values are ignored. A filtered view is not a page of its own for search engines: it carries
 * noindex and names the plain page as canonical.
 */
import { getArea } from '@/lib/areas'

export const OUR_WORK_PATH = '/our-work'

export interface OurWorkFilters {
  /** Area slug */
  area: string | null
  /** Product slug */
  product: string | null
}

type Params = Record<string, string | string[] | undefined>

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || null

/** The filters a request asks for, keeping only a known area and a known product slug. */
export function parseOurWorkFilters(params: Params, productSlugs: readonly string[]): OurWorkFilters {
  const area = first(params.area)
  const product = first(params.product)
  return {
    area: area && getArea(area) ? area : null,
    product: product && productSlugs.includes(product) ? product : null,
  }
}

/** Whether the request carries any query parameter at all (a filtered or otherwise varied view of the page). */
export const hasQuery = (params: Params) => Object.values(params).some((v) => v !== undefined)

/** The address of a filtered view. */
export function ourWorkHref(f: Partial<OurWorkFilters>): string {
  const q = new URLSearchParams()
  if (f.area) q.set('area', f.area)
  if (f.product) q.set('product', f.product)
  const s = q.toString()
  return s ? `${OUR_WORK_PATH}?${s}` : OUR_WORK_PATH
}

/** The jobs a filtered view shows, in the order given. */
export function filterJobs<J extends { area: string; product: { slug: string } | null }>(
  jobs: readonly J[],
  f: OurWorkFilters,
): J[] {
  return jobs.filter((j) => (!f.area || j.area === f.area) && (!f.product || j.product?.slug === f.product))
}
