import type { Payload, Where } from 'payload'

import { ORDER_DEFAULTS } from '@/content/orderSettings'
import { bankDetailsOf } from '@/lib/validation/bankDetails'

import { whereQuery } from './overdue'

export interface GoLiveItem {
  key:
    | 'testimonials'
    | 'localJobs'
    | 'phone'
    | 'email'
    | 'legal'
    | 'priceGrids'
    | 'promotionEnd'
    | 'bankDetails'
    | 'cancellationTerms'
  /** What is still demo or fictional, in the owner's words. */
  label: string
  /** How many are left (0: done). */
  count: number
  /** Where the owner replaces or removes it. */
  href: string
  /** One link per item where each is edited on its own page (the products on their demo grid). */
  links?: GoLiveLink[]
}

export interface GoLiveLink {
  label: string
  href: string
}

/** Ofcom's drama range for Birmingham, 0121 496 0000-0999: numbers that ring nowhere. */
export const isExamplePhone = (phone: string | null | undefined) =>
  typeof phone === 'string' && /^(?:\+?44|0)1214960\d{3}$/.test(phone.replace(/[\s()-]/g, ''))

/** The domains reserved for examples (RFC 2606 and 6761): mail to them reaches nobody. */
export const isExampleEmail = (email: string | null | undefined) =>
  typeof email === 'string' && /(?:[@.]example\.(?:com|org|net)|\.(?:example|test|invalid))$/i.test(email.trim())

/** Products whose price grid no signed-in user has changed: still the seeded demo grid (see markGridEdited). */
export const DEMO_GRID_WHERE: Where = { gridEditedAt: { exists: false } }

/** Each product still on its demo grid, by name, with the link to its editor. */
export async function productsOnDemoGrid(payload: Payload): Promise<GoLiveLink[]> {
  const { docs } = await payload.find({
    collection: 'products',
    where: DEMO_GRID_WHERE,
    sort: 'sortOrder',
    limit: 100,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { name: true },
  })
  return docs.map((p) => ({ label: p.name, href: `/admin/collections/products/${p.id}` }))
}

export const DEMO_WHERE: Where = { demo: { equals: true } }
const list = (slug: string, where: Where) => `/admin/collections/${slug}?${whereQuery(where)}`

/** Everything the site still shows that is demo or fictional, each with where the owner deals with it. */
export async function readGoLiveChecks(payload: Payload): Promise<GoLiveItem[]> {
  const draftLegal: Where = { reviewed: { not_equals: true } }
  const [testimonials, jobs, legal, grids, settings, promotion, bank] = await Promise.all([
    payload.count({ collection: 'testimonials', where: DEMO_WHERE, overrideAccess: true }),
    payload.count({ collection: 'local-jobs', where: DEMO_WHERE, overrideAccess: true }),
    payload.count({ collection: 'legal-pages', where: draftLegal, overrideAccess: true }),
    productsOnDemoGrid(payload),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
    payload.findGlobal({ slug: 'promotion', depth: 0, overrideAccess: true }),
    payload.findGlobal({ slug: 'bank-details', depth: 0, overrideAccess: true }),
  ])
  // Customers are told how to pay on their order confirmation: without bank details they are asked to call.
  const noBankDetails = bankDetailsOf(bank) === null
  // The default cancellation terms suit made-to-measure blinds, but are the owner's to confirm.
  const terms = settings.orders?.cancellationTerms?.trim() ?? ''
  const defaultTerms = !terms || terms === ORDER_DEFAULTS.cancellationTerms
  // A sale shown with no end date is an open-ended "offer": the owner should set when it ends.
  const saleWithoutEnd = promotion.enabled !== false && !promotion.endsAt
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
      label: 'Price grids not yet edited by the owner (demo prices)',
      count: grids.length,
      href: list('products', DEMO_GRID_WHERE),
      links: grids,
    },
    {
      key: 'promotionEnd',
      label: 'Flash sale shown without an end date',
      count: saleWithoutEnd ? 1 : 0,
      href: '/admin/globals/promotion',
    },
    {
      key: 'bankDetails',
      label: 'Bank details for order confirmations not yet given',
      count: noBankDetails ? 1 : 0,
      href: '/admin/globals/bank-details',
    },
    {
      key: 'cancellationTerms',
      label: 'Cancellation terms still the default text (check them against how you work)',
      count: defaultTerms ? 1 : 0,
      href: '/admin/globals/site-settings',
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
