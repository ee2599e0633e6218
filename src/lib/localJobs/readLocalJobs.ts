import { getArea } from '@/lib/areas'
import { finishHex, type Material } from '@/content/finishes'
import { byRealThenNewest, jobMonthLabel } from './jobs'
import type { LocalJob, Media, Product } from '@/payload-types'
import type { Where } from 'payload'
import { cmsQuery } from '@/lib/cms/cache'
import { DEFAULT_ARTWORK, DEFAULT_LOCAL_JOBS, DEFAULT_PRODUCTS } from '@/content'
import { toImage, type ImageView } from '@/lib/cms/media'
import { getPayloadClient } from '@/lib/cms/payload'
import { TAGS } from '@/lib/cms/tags'

/** A local job as the pages render it. */
export interface LocalJobView {
  id: number
  /** Area slug */
  area: string
  areaName: string
  /** Stored month (ISO, first of the month) and its label, e.g. 'March 2026' */
  month: string
  monthLabel: string
  product: Pick<Product, 'name' | 'slug' | 'type'> | null
  finish: string | null
  /** Swatch colour of the finish, when there is one */
  swatch: string | null
  rooms: string
  windows: number
  note: string
  photos: ImageView[]
  demo: boolean
}

type JobFields = Pick<LocalJob, 'id' | 'area' | 'month' | 'finish' | 'rooms' | 'windows' | 'note' | 'demo'> & {
  product: LocalJob['product'] | Pick<Product, 'name' | 'slug' | 'type'> | null
  photos?: (number | Pick<Media, 'url' | 'alt' | 'width' | 'height'>)[] | null
}

export function toLocalJobView(d: JobFields): LocalJobView {
  const product = d.product && typeof d.product === 'object' ? d.product : null
  return {
    id: d.id,
    area: d.area,
    areaName: getArea(d.area)?.name ?? d.area,
    month: d.month,
    monthLabel: jobMonthLabel(d.month),
    product: product ? { name: product.name, slug: product.slug, type: product.type } : null,
    finish: d.finish ?? null,
    swatch: d.finish ? finishHex(d.finish) : null,
    rooms: d.rooms,
    windows: d.windows,
    note: d.note,
    photos: (d.photos ?? []).map(toImage).filter((m): m is ImageView => m !== null),
    demo: Boolean(d.demo),
  }
}

/** The seeded demo jobs as Payload will serve them, for `next build` (no database); the start re-renders every page. */
function buildTimeJobs(): LocalJobView[] {
  return DEFAULT_LOCAL_JOBS.map((j, i) => {
    const product = DEFAULT_PRODUCTS.find((p) => p.slug === j.productSlug)
    const photos = j.photoKeys
      .map((key) => DEFAULT_ARTWORK.find((a) => a.key === key))
      .filter((a) => a !== undefined)
      .map((a) => ({ url: `/api/cms/media/file/${a.filename}`, alt: a.alt, width: a.width, height: a.height }))
    return toLocalJobView({
      ...j,
      id: i + 1,
      demo: true,
      product: product ? { name: product.name, slug: product.slug, type: product.type } : null,
      photos,
    })
  })
}

/** Real jobs before demo entries, newest first; the public sees published jobs only (the local API reads with full access, so it is filtered here). */
async function findJobs(where: Where, limit: number): Promise<LocalJobView[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'local-jobs',
    where: { and: [{ published: { equals: true } }, where] },
    sort: ['demo', '-month', '-createdAt'],
    limit,
    depth: 1,
  })
  return docs.map(toLocalJobView)
}

/** Published jobs in one area: its own page, and the neighbouring pages that show them as nearby. */
export const getLocalJobsInArea = cmsQuery(
  'local-jobs-area',
  (slug: string) => findJobs({ area: { equals: slug } }, 24),
  (slug) => [TAGS.localJobsInArea(slug), TAGS.products, TAGS.media],
  (slug) => buildTimeJobs().filter((j) => j.area === slug),
)

/** Published jobs in any of the given areas, real before demo, newest first (one tagged read per area). */
export async function getLocalJobsInAreas(slugs: readonly string[]): Promise<LocalJobView[]> {
  const lists = await Promise.all(slugs.map((s) => getLocalJobsInArea(s)))
  return lists.flat().sort(byRealThenNewest)
}

/** Published jobs whose product is of one material: that collection page. */
export const getLocalJobsForMaterial = cmsQuery(
  'local-jobs-material',
  (material: Material) => findJobs({ 'product.type': { equals: material } }, 12),
  (material) => [TAGS.localJobsOfMaterial(material), TAGS.products, TAGS.media],
  (material) => buildTimeJobs().filter((j) => j.product?.type === material),
)

/** Every published job: /our-work, sitemap.xml and the indexing list in /admin. */
export const getLocalJobs = cmsQuery(
  'local-jobs',
  () => findJobs({}, 1000),
  () => [TAGS.localJobs, TAGS.products, TAGS.media],
  () => buildTimeJobs(),
)
