import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  PayloadRequest,
  Validate,
} from 'payload'

import { expireTags } from '@/hooks/revalidate'
import { getArea } from '@/lib/areas'
import { TAGS } from '@/lib/cms/tags'
import { FINISHES, MATERIAL_WORDS, type Material } from '@/content/finishes'
import { jobMonthLabel, normaliseJobMonth } from '@/lib/localJobs/jobs'
import type { LocalJob } from '@/payload-types'

type JobLike = Partial<Pick<LocalJob, 'area' | 'product' | 'month' | 'rooms'>> | null | undefined

const productId = (product: LocalJob['product'] | null | undefined) =>
  product == null ? null : typeof product === 'object' ? product.id : product

/** The material of a job's product (the collection page that shows the job), or null when it cannot be read. */
async function materialOf(job: JobLike, req: PayloadRequest): Promise<Material | null> {
  const product = job?.product
  if (product && typeof product === 'object') return product.type
  const id = productId(product)
  if (id == null) return null
  try {
    const doc = await req.payload.findByID({
      collection: 'products',
      id,
      depth: 0,
      overrideAccess: true,
      req,
      select: { type: true },
    })
    return doc.type
  } catch {
    return null
  }
}

/**
 * The cache tags of every page that shows a job: its area's tag (read by its own area page and by the neighbouring
 * pages that list it as nearby), its product's material (that collection page) and the list of all jobs (/our-work,
 * sitemap.xml, the indexing list). A move to another area or product expires the old pages too.
 */
export async function localJobTags(job: JobLike, previous: JobLike, req: PayloadRequest): Promise<string[]> {
  const tags = new Set<string>([TAGS.localJobs])
  for (const j of [job, previous]) {
    if (!j) continue
    if (j.area) tags.add(TAGS.localJobsInArea(j.area))
    const material = await materialOf(j, req)
    if (material) tags.add(TAGS.localJobsOfMaterial(material))
  }
  return [...tags]
}

/** Stores the month as the first of the month (see normaliseJobMonth) and a readable title for the admin list. */
export const normaliseJob: CollectionBeforeChangeHook<LocalJob> = ({ data, originalDoc }) => {
  const month = data.month ?? originalDoc?.month
  if (data.month) data.month = normaliseJobMonth(data.month)
  const area = getArea(data.area ?? originalDoc?.area ?? '')
  const rooms = data.rooms ?? originalDoc?.rooms
  data.title = [area?.name, month ? jobMonthLabel(month) : null, rooms].filter(Boolean).join(' · ')
  return data
}

export const revalidateJobAfterChange: CollectionAfterChangeHook<LocalJob> = async ({ doc, previousDoc, req }) => {
  await expireTags(await localJobTags(doc, previousDoc, req), req)
  return doc
}

export const revalidateJobAfterDelete: CollectionAfterDeleteHook<LocalJob> = async ({ doc, req }) => {
  await expireTags(await localJobTags(doc, null, req), req)
  return doc
}

/** A finish must be one of the product's material (a Java finish on a basswood blind does not exist). */
export const validateFinish: Validate<unknown, unknown, Partial<LocalJob>> = async (value, { siblingData, req }) => {
  if (value == null || value === '') return true
  const finish = FINISHES.find((f) => f.name === value)
  if (!finish) return 'Choose one of the finishes.'
  const material = await materialOf(siblingData, req)
  return !material || material === finish.material
    ? true
    : `${finish.name} is a ${MATERIAL_WORDS[finish.material]} finish; this product is ${MATERIAL_WORDS[material]}.`
}
