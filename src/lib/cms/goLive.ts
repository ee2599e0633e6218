import type { Payload, Where } from 'payload'

import { whereQuery } from '@/lib/leads/overdue'

export interface GoLiveItem {
  key: 'testimonials' | 'localJobs' | 'phone' | 'email' | 'legal' | 'priceGrids'
  /** What is still demo or fictional, in the owner's words. */
  label: string
  /** How many are left (0: done). */
  count: number
  /** Where the owner replaces or removes it. */
  href: string
}

/** Ofcom's drama range for Birmingham, 0121 496 0000-0999: numbers that ring nowhere. */
export const isExamplePhone = (phone: string | null | undefined) =>
  typeof phone === 'string' && /^(?:\+?44|0)1214960\d{3}$/.test(phone.replace(/[\s()-]/g, ''))

/** The domains reserved for examples (RFC 2606 and 6761): mail to them reaches nobody. */
export const isExampleEmail = (email: string | null | undefined) =>
  typeof email === 'string' && /(?:[@.]example\.(?:com|org|net)|\.(?:example|test|invalid))$/i.test(email.trim())

/** The products marker a price grid carries once the owner has edited it; absent until price grids exist. */
export const OWNER_EDITED_FIELD = 'editedByOwner'

/**
 * Products whose price grid the owner has not yet edited. Reads the products' "edited by owner" marker where the
 * collection has one; a site without price grids has none to review.
 */
export async function productsNotEditedByOwner(payload: Payload): Promise<number> {
  const fields = payload.collections.products?.config.flattenedFields ?? []
  if (!fields.some((field) => field.name === OWNER_EDITED_FIELD)) return 0
  const { totalDocs } = await payload.count({
    collection: 'products',
    where: { [OWNER_EDITED_FIELD]: { not_equals: true } },
    overrideAccess: true,
  })
  return totalDocs
}

export const DEMO_WHERE: Where = { demo: { equals: true } }
const list = (slug: string, where: Where) => `/admin/collections/${slug}?${whereQuery(where)}`

/** Everything the site still shows that is demo or fictional, each with where the owner deals with it. */
export async function readGoLiveChecks(payload: Payload): Promise<GoLiveItem[]> {
  const draftLegal: Where = { reviewed: { not_equals: true } }
  const notEdited: Where = { [OWNER_EDITED_FIELD]: { not_equals: true } }
  const [testimonials, jobs, legal, grids, settings] = await Promise.all([
    payload.count({ collection: 'testimonials', where: DEMO_WHERE, overrideAccess: true }),
    payload.count({ collection: 'local-jobs', where: DEMO_WHERE, overrideAccess: true }),
    payload.count({ collection: 'legal-pages', where: draftLegal, overrideAccess: true }),
    productsNotEditedByOwner(payload),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
  ])
  const phones = [settings.phonePrimary, settings.phoneSecondary].filter(isExamplePhone)
  return [
    {
      key: 'testimonials',
      label: 'Demo testimonials ("Demo customer …")',
      count: testimonials.totalDocs,
      href: list('testimonials', DEMO_WHERE),
    },
    {
      key: 'localJobs',
      label: 'Demo local jobs ("Example job" cards)',
      count: jobs.totalDocs,
      href: list('local-jobs', DEMO_WHERE),
    },
    {
      key: 'phone',
      label: `Example phone numbers${phones.length ? ` (${phones.join(', ')})` : ''}`,
      count: phones.length,
      href: '/admin/globals/site-settings',
    },
    {
      key: 'email',
      label: `Example e-mail address${isExampleEmail(settings.email) ? ` (${settings.email})` : ''}`,
      count: isExampleEmail(settings.email) ? 1 : 0,
      href: '/admin/globals/site-settings',
    },
    {
      key: 'legal',
      label: 'Legal pages not yet reviewed (draft text)',
      count: legal.totalDocs,
      href: list('legal-pages', draftLegal),
    },
    {
      key: 'priceGrids',
      label: 'Price grids not yet edited by the owner',
      count: grids,
      href: list('products', notEdited),
    },
  ]
}

/** Removes the demo testimonials and local jobs (never grids or facts, which are replaced by editing). */
export async function removeDemoContent(payload: Payload): Promise<{ testimonials: number; localJobs: number }> {
  const [testimonials, localJobs] = await Promise.all([
    payload.delete({ collection: 'testimonials', where: DEMO_WHERE, overrideAccess: true }),
    payload.delete({ collection: 'local-jobs', where: DEMO_WHERE, overrideAccess: true }),
  ])
  return { testimonials: testimonials.docs.length, localJobs: localJobs.docs.length }
}
