import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import {
  COLLECTION_PAGE_DEFAULTS,
  CONTACT_PAGE_DEFAULTS,
  DEFAULT_FAQS,
  DEFAULT_LEGAL_PAGES,
  DEFAULT_LOCAL_JOBS,
  DEFAULT_PRODUCTS,
  DEFAULT_TESTIMONIALS,
  HOME_PAGE_DEFAULTS,
  PROMOTION_DEFAULTS,
  SERVICE_DEFAULTS,
  SERVICE_SLUGS,
  SITE_SETTINGS_DEFAULTS,
} from '@/content'
import { endOfWeekInLondon } from '../lib/promotion/countdown'
import { ARTWORK } from './artwork/catalogue'
import { renderArtwork } from './artwork/render'

export interface SeedResult {
  created: Record<string, number>
  /** Credentials of accounts created by this run (printed once so the newcomer can sign in). */
  newLogins: { username: string; password: string; role: string }[]
}

const context = { disableRevalidate: true }

/**
 * Demo content from src/content. Idempotent: it only creates what is missing (matched by a natural key) and
 * never changes or deletes a document that exists, so the owner's edits survive every run.
 */
export async function seed(payload: Payload, log: (msg: string) => void = () => {}): Promise<SeedResult> {
  const created: Record<string, number> = {}
  const bump = (key: string) => (created[key] = (created[key] ?? 0) + 1)
  const newLogins: SeedResult['newLogins'] = []

  // Users: only when there are none at all.
  const { totalDocs: userCount } = await payload.count({ collection: 'users', overrideAccess: true })
  if (userCount === 0) {
    const accounts = [
      { username: 'owner', name: 'Business Owner', role: 'owner' as const, env: 'SEED_OWNER_PASSWORD' },
      { username: 'staff', name: 'Office Staff', role: 'staff' as const, env: 'SEED_STAFF_PASSWORD' },
    ]
    for (const account of accounts) {
      const password = process.env[account.env] || randomBytes(9).toString('base64url')
      await payload.create({
        collection: 'users',
        overrideAccess: true,
        context,
        data: {
          username: account.username,
          name: account.name,
          email: `${account.username}@vb-birmingham.example`,
          password,
          role: account.role,
        },
      })
      newLogins.push({ username: account.username, password, role: account.role })
      bump('users')
    }
  }

  // Artwork into the Media collection, keyed by file name.
  const mediaIds = new Map<string, number>()
  for (const spec of ARTWORK) {
    const existing = await payload.find({
      collection: 'media',
      where: { seedKey: { equals: spec.key } },
      limit: 1,
      overrideAccess: true,
      depth: 0,
    })
    if (existing.docs[0]) {
      mediaIds.set(spec.key, existing.docs[0].id)
      continue
    }
    const data = await renderArtwork(spec)
    const doc = await payload.create({
      collection: 'media',
      overrideAccess: true,
      context,
      data: { alt: spec.alt, seedKey: spec.key },
      file: { data, mimetype: 'image/webp', name: spec.filename, size: data.length },
    })
    mediaIds.set(spec.key, doc.id)
    bump('media')
  }
  log(`media ready (${mediaIds.size} images)`)

  for (const product of DEFAULT_PRODUCTS) {
    const existing = await payload.find({
      collection: 'products',
      where: { slug: { equals: product.slug } },
      limit: 1,
      overrideAccess: true,
      depth: 0,
    })
    if (existing.docs[0]) continue
    const finishImage = (name: string) => mediaIds.get(`finish-${name.toLowerCase()}`)
    await payload.create({
      collection: 'products',
      overrideAccess: true,
      context,
      data: {
        slug: product.slug,
        name: product.name,
        type: product.type,
        slatWidthMm: product.slatWidthMm,
        description: product.description,
        startingPrice: product.startingPrice,
        highPrice: product.highPrice,
        priceGrid: { ...product.priceGrid },
        options: product.options.map(({ code, label, pence }) => ({ code, label, price: pence })),
        features: product.features.map((text) => ({ text })),
        finishes: product.finishes.map((name) => ({ name, image: finishImage(name) })),
        image: mediaIds.get(product.imageKey) as number,
        sortOrder: product.sortOrder,
      },
    })
    bump('products')
  }

  for (const t of DEFAULT_TESTIMONIALS) {
    const existing = await payload.count({
      collection: 'testimonials',
      where: { name: { equals: t.name } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    await payload.create({
      collection: 'testimonials',
      overrideAccess: true,
      context,
      data: { ...t, demo: true, published: true },
    })
    bump('testimonials')
  }

  // Demo jobs, labelled as such; the seeded artwork stands in for photos.
  for (const job of DEFAULT_LOCAL_JOBS) {
    const existing = await payload.count({
      collection: 'local-jobs',
      where: { note: { equals: job.note } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    const { docs: products } = await payload.find({
      collection: 'products',
      where: { slug: { equals: job.productSlug } },
      limit: 1,
      overrideAccess: true,
      depth: 0,
    })
    // The owner may have removed the product: the job is then left out, never invented for another.
    if (!products[0]) continue
    const { productSlug: _slug, photoKeys, ...fields } = job
    await payload.create({
      collection: 'local-jobs',
      overrideAccess: true,
      context,
      data: {
        ...fields,
        product: products[0].id,
        photos: photoKeys.map((key) => mediaIds.get(key)).filter((id): id is number => id !== undefined),
        demo: true,
        published: true,
      },
    })
    bump('local-jobs')
  }

  for (const [index, faq] of DEFAULT_FAQS.entries()) {
    const existing = await payload.count({
      collection: 'faqs',
      where: { question: { equals: faq.question } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    await payload.create({ collection: 'faqs', overrideAccess: true, context, data: { ...faq, sortOrder: index } })
    bump('faqs')
  }

  for (const page of DEFAULT_LEGAL_PAGES) {
    const existing = await payload.count({
      collection: 'legal-pages',
      where: { slug: { equals: page.slug } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    await payload.create({
      collection: 'legal-pages',
      overrideAccess: true,
      context,
      data: { ...page, lastUpdated: new Date().toISOString(), reviewed: false },
    })
    bump('legal-pages')
  }

  // Globals: write the defaults once, the first time; afterwards they belong to the owner.
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  if (!settings.updatedAt) {
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      context,
      data: structuredClone(SITE_SETTINGS_DEFAULTS),
    })
    bump('globals')
  }
  const promotion = await payload.findGlobal({ slug: 'promotion', overrideAccess: true, depth: 0 })
  if (!promotion.updatedAt) {
    await payload.updateGlobal({
      slug: 'promotion',
      overrideAccess: true,
      context,
      // The demo sale ends at the end of the week it is seeded in (Sunday 23:59:59.999, UK time), as the seed site
      // showed; after that it disappears like any expired promotion. A countdown never runs to a rolling deadline.
      data: { ...structuredClone(PROMOTION_DEFAULTS), endsAt: endOfWeekInLondon(new Date()).toISOString() },
    })
    bump('globals')
  }
  // Page words: published once with today's text; afterwards the owner's drafts and versions take over.
  const collectionWords = structuredClone(COLLECTION_PAGE_DEFAULTS)
  const collectionPage = (w: (typeof collectionWords)['wooden']) => ({
    ...w,
    why: { ...w.why, rooms: w.why.rooms.map((text) => ({ text })) },
  })
  const pageWords = [
    { slug: 'home-page', data: structuredClone(HOME_PAGE_DEFAULTS) },
    {
      slug: 'collection-pages',
      data: { fauxWood: collectionPage(collectionWords.fauxWood), wooden: collectionPage(collectionWords.wooden) },
    },
    { slug: 'contact-page', data: structuredClone(CONTACT_PAGE_DEFAULTS) },
  ] as const
  for (const { slug, data } of pageWords) {
    const saved = await payload.findGlobal({ slug, overrideAccess: true, depth: 0 })
    if (saved.updatedAt) continue
    await payload.updateGlobal({ slug, overrideAccess: true, context, data: { ...data, _status: 'published' } })
    bump('globals')
  }

  // Service pages: each published once with today's words, matched by its page; afterwards it is the owner's.
  for (const slug of SERVICE_SLUGS) {
    const existing = await payload.count({
      collection: 'services',
      where: { slug: { equals: slug } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    const words = structuredClone(SERVICE_DEFAULTS[slug])
    const rows = (texts: string[]) => texts.map((text) => ({ text }))
    await payload.create({
      collection: 'services',
      overrideAccess: true,
      context,
      data: {
        ...words,
        slug,
        what: { ...words.what, paragraphs: rows(words.what.paragraphs), included: rows(words.what.included) },
        homeCard: { text: words.homeCard.text, points: rows(words.homeCard.points) },
        _status: 'published',
      },
    })
    bump('services')
  }

  return { created, newLogins }
}
