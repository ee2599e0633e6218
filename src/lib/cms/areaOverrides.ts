import type { AreaOverride } from '@/payload-types'
import { cmsQuery } from './cache'
import { toImage, type ImageView } from './media'
import { getPayloadClient } from './payload'
import { TAGS } from './tags'

type Row<K extends 'intro' | 'benefits' | 'faqs'> = NonNullable<AreaOverride[K]>[number]

/** The owner's replacements for one area page; absent fields (null) keep the generated text. */
export type AreaOverrideView = Pick<AreaOverride, 'area'> & {
  hidden: boolean
  h1: string | null
  metaTitle: string | null
  metaDescription: string | null
  intro: Row<'intro'>['paragraph'][] | null
  benefits: Row<'benefits'>['text'][] | null
  faqs: Pick<Row<'faqs'>, 'question' | 'answer'>[] | null
  images: ImageView[] | null
}

const nonEmpty = <T>(list: T[] | null | undefined): T[] | null => (list && list.length > 0 ? list : null)

export function toOverrideView(d: Omit<AreaOverride, 'id' | 'updatedAt' | 'createdAt'>): AreaOverrideView {
  return {
    area: d.area,
    hidden: Boolean(d.hidden),
    h1: d.h1 || null,
    metaTitle: d.metaTitle || null,
    metaDescription: d.metaDescription || null,
    intro: nonEmpty(d.intro?.map((p) => p.paragraph)),
    benefits: nonEmpty(d.benefits?.map((b) => b.text)),
    faqs: nonEmpty(d.faqs?.map((f) => ({ question: f.question, answer: f.answer }))),
    images: nonEmpty((d.images ?? []).map(toImage).filter((m): m is ImageView => m !== null)),
  }
}

export const getAreaOverride = cmsQuery(
  'area-override',
  async (slug: string): Promise<AreaOverrideView | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'area-overrides',
      where: { area: { equals: slug } },
      limit: 1,
      depth: 1,
    })
    return docs[0] ? toOverrideView(docs[0]) : null
  },
  (slug) => [TAGS.areaOverride(slug), TAGS.media],
  () => null,
)

/** Slugs the owner has hidden: they leave every list and their pages answer 404. */
export const getHiddenAreaSlugs = cmsQuery(
  'hidden-areas',
  async (): Promise<string[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'area-overrides',
      where: { hidden: { equals: true } },
      limit: 500,
      depth: 0,
      select: { area: true },
    })
    return docs.map((d) => d.area)
  },
  () => [TAGS.areaOverrides],
  () => [],
)

/** Every area override (hidden ones included), for the indexing decision, which compares every page with the others. */
export const getAreaOverrides = cmsQuery(
  'area-overrides-all',
  async (): Promise<AreaOverrideView[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'area-overrides', limit: 500, depth: 1, pagination: false })
    return docs.map(toOverrideView)
  },
  () => [TAGS.areaOverrides, TAGS.media],
  () => [],
)
