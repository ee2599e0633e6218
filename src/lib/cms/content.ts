import { SEED_FAQS } from '@/seed/data/faqs'
import { SEED_LEGAL_PAGES } from '@/seed/data/legal'
import { SEED_TESTIMONIALS } from '@/seed/data/testimonials'
import { cmsQuery } from './cache'
import { getPayloadClient } from './payload'
import { TAGS } from './tags'
import type { FaqView, TestimonialView } from './types'

type TestimonialDoc = Omit<TestimonialView, 'area' | 'demo'> & { area?: string | null; demo?: boolean | null }

const toTestimonial = (d: TestimonialDoc): TestimonialView => ({
  id: d.id,
  quote: d.quote,
  name: d.name,
  location: d.location,
  area: d.area || null,
  rating: d.rating,
  demo: Boolean(d.demo),
})

/** Published testimonials (the public's read access already hides unpublished ones). */
export const getTestimonials = cmsQuery(
  'testimonials',
  async (): Promise<TestimonialView[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'testimonials',
      where: { published: { equals: true } },
      sort: '-createdAt',
      limit: 200,
      depth: 0,
    })
    return docs.map((d) => toTestimonial(d as unknown as TestimonialDoc))
  },
  () => [TAGS.testimonials],
  () => SEED_TESTIMONIALS.map((t, i) => toTestimonial({ ...t, id: i + 1, demo: true })),
)

export const getFaqs = cmsQuery(
  'faqs',
  async (topic: string): Promise<FaqView[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'faqs',
      where: { topic: { equals: topic } },
      sort: 'sortOrder',
      limit: 50,
      depth: 0,
    })
    return docs.map((d) => ({ id: d.id, question: d.question, answer: d.answer, topic: d.topic }))
  },
  () => [TAGS.faqs],
  (topic) =>
    SEED_FAQS.filter((f) => f.topic === topic).map((f, i) => ({ id: i + 1, question: f.question, answer: f.answer, topic })),
)

export interface LegalPageView {
  slug: string
  title: string
  summary: string | null
  content: unknown
  lastUpdated: string
}

export const getLegalPage = cmsQuery(
  'legal-page',
  async (slug: string): Promise<LegalPageView | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'legal-pages',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
    })
    const d = docs[0]
    if (!d) return null
    return { slug: d.slug, title: d.title, summary: d.summary ?? null, content: d.content, lastUpdated: d.lastUpdated }
  },
  (slug) => [TAGS.legalPages, TAGS.legalPage(slug)],
  (slug) => {
    const p = SEED_LEGAL_PAGES.find((l) => l.slug === slug)
    return p ? { ...p, lastUpdated: new Date(0).toISOString() } : null
  },
)
