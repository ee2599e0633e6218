import { cmsQuery } from './cache'
import { toImage } from './media'
import { getPayloadClient } from './payload'
import { TAGS } from './tags'
import type { ImageView } from './types'

/** The owner's replacements for one area page; absent fields keep the generated text. */
export interface AreaOverrideView {
  area: string
  hidden: boolean
  h1: string | null
  metaTitle: string | null
  metaDescription: string | null
  intro: string[] | null
  benefits: string[] | null
  faqs: { question: string; answer: string }[] | null
  images: ImageView[] | null
}

type OverrideDoc = {
  area: string
  hidden?: boolean | null
  h1?: string | null
  metaTitle?: string | null
  metaDescription?: string | null
  intro?: { paragraph: string }[] | null
  benefits?: { text: string }[] | null
  faqs?: { question: string; answer: string }[] | null
  images?: unknown[] | null
}

const nonEmpty = <T>(list: T[] | null | undefined): T[] | null => (list && list.length > 0 ? list : null)

export function toOverrideView(d: OverrideDoc): AreaOverrideView {
  return {
    area: d.area,
    hidden: Boolean(d.hidden),
    h1: d.h1 || null,
    metaTitle: d.metaTitle || null,
    metaDescription: d.metaDescription || null,
    intro: nonEmpty(d.intro?.map((p) => p.paragraph)),
    benefits: nonEmpty(d.benefits?.map((b) => b.text)),
    faqs: nonEmpty(d.faqs?.map((f) => ({ question: f.question, answer: f.answer }))),
    images: nonEmpty((d.images ?? []).map((m) => toImage(m as never)).filter((m): m is ImageView => m !== null)),
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
    return docs[0] ? toOverrideView(docs[0] as unknown as OverrideDoc) : null
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
    return docs.map((d) => d.area as string)
  },
  () => [TAGS.areaOverrides],
  () => [],
)
