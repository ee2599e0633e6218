import type { Faq, LegalPage, Review, Testimonial } from '@/payload-types'
import { cmsQuery } from './cache'
import { DEFAULT_FAQS, DEFAULT_LEGAL_PAGES, DEFAULT_TESTIMONIALS } from '@/content'
import { withoutDraftNotice } from './legalDraft'
import { getPayloadClient } from './payload'
import { TAGS } from './tags'

export type TestimonialView = Pick<Testimonial, 'id' | 'quote' | 'name' | 'location' | 'rating'> & {
  area: string | null
  demo: boolean
  /** a verified review: written by the customer of a fitted order through their link */
  verified?: boolean
  /** the owner's public reply to a verified review */
  reply?: string | null
}

type TestimonialFields = Pick<Testimonial, 'id' | 'quote' | 'name' | 'location' | 'rating' | 'area' | 'demo'>

const toTestimonial = (d: TestimonialFields): TestimonialView => ({
  id: d.id,
  quote: d.quote,
  name: d.name,
  location: d.location,
  area: d.area || null,
  rating: d.rating,
  demo: Boolean(d.demo),
})

/**
 * A published verified review as a testimonial: the first name only with the customer's consent, and always the
 * label "Verified customer · fitted <month year> in <area>". Ids are negative so they never meet a testimonial's.
 */
const fromReview = (r: Review): TestimonialView => ({
  id: -r.id,
  quote: r.text,
  name: r.showFirstName && r.firstName ? r.firstName : 'Verified customer',
  location: r.showFirstName && r.firstName ? (r.label ?? '') : (r.label ?? '').replace(/^Verified customer · /, ''),
  area: r.area || null,
  rating: r.rating,
  demo: false,
  verified: true,
  reply: r.reply || null,
})

/**
 * Published verified reviews first, newest first, then the published testimonials (the public's read access already
 * hides unpublished ones). Reviews are read past access: the API never shows them to the public.
 */
export const getTestimonials = cmsQuery(
  'testimonials',
  async (): Promise<TestimonialView[]> => {
    const payload = await getPayloadClient()
    const [reviews, { docs }] = await Promise.all([
      payload.find({
        collection: 'reviews',
        where: { and: [{ status: { equals: 'published' } }, { verified: { equals: true } }] },
        sort: '-createdAt',
        limit: 200,
        depth: 0,
        overrideAccess: true,
      }),
      payload.find({
        collection: 'testimonials',
        where: { published: { equals: true } },
        sort: '-createdAt',
        limit: 200,
        depth: 0,
      }),
    ])
    return [...reviews.docs.map(fromReview), ...docs.map(toTestimonial)]
  },
  () => [TAGS.testimonials],
  () => DEFAULT_TESTIMONIALS.map((t, i) => toTestimonial({ ...t, id: i + 1, demo: true })),
)

export type FaqView = Pick<Faq, 'id' | 'question' | 'answer' | 'topic'>

export const getFaqs = cmsQuery(
  'faqs',
  async (topic: Faq['topic']): Promise<FaqView[]> => {
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
    DEFAULT_FAQS.filter((f) => f.topic === topic).map((f, i) => ({
      id: i + 1,
      question: f.question,
      answer: f.answer,
      topic,
    })),
)

export type LegalPageView = Pick<LegalPage, 'slug' | 'title' | 'content' | 'lastUpdated'> & {
  summary: string | null
  /** Ticked "Reviewed by the owner": no draft banner. */
  reviewed: boolean
}

export const getLegalPage = cmsQuery(
  'legal-page',
  async (slug: LegalPage['slug']): Promise<LegalPageView | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'legal-pages',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
    })
    const d = docs[0]
    if (!d) return null
    return {
      slug: d.slug,
      title: d.title,
      summary: d.summary ?? null,
      content: withoutDraftNotice(d.content),
      lastUpdated: d.lastUpdated,
      reviewed: d.reviewed === true,
    }
  },
  (slug) => [TAGS.legalPages, TAGS.legalPage(slug)],
  (slug) => {
    const p = DEFAULT_LEGAL_PAGES.find((l) => l.slug === slug)
    return p ? { ...p, lastUpdated: new Date(0).toISOString(), reviewed: false } : null
  },
)

/** The area of each published verified review: each lifts its area page into the index, as a local job does. */
export const getReviewAreas = cmsQuery(
  'review-areas',
  async (): Promise<string[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'reviews',
      where: { and: [{ status: { equals: 'published' } }, { verified: { equals: true } }, { area: { exists: true } }] },
      limit: 1000,
      depth: 0,
      overrideAccess: true,
      select: { area: true },
    })
    return docs.map((d) => d.area).filter((a): a is string => Boolean(a))
  },
  () => [TAGS.testimonials],
  () => [],
)
