import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { quoteAt } from '../support/int/quoteMoves'
import { type Actor, getTestPayload, type TestUser, userFor } from '../support/int/payload'
import { testData } from '../support/int/testData'

/**
 * Access control per role: every collection × {anonymous, staff, owner} × CRUD,
 * through the real Payload local API with access enforced (overrideAccess: false).
 */
let payload: Payload
let imageId: number
let productId: number
const users: Partial<Record<Actor, TestUser>> = {}
let counter = 0
/** Fitted orders, one per review the matrix creates (a review belongs to exactly one order). */
const orders: number[] = []

const uniq = () => `${Date.now()}-${++counter}`

const sample: Record<string, () => Record<string, unknown>> = {
  products: () => ({
    name: 'Test blind',
    slug: `test-blind-${uniq()}`,
    type: 'faux-wood',
    description: 'A test product',
    startingPrice: 1000,
    priceGrid: { widths: [100], drops: [100], cells: [[5000]] },
    features: [{ text: 'Tested' }],
    finishes: [{ name: 'Frost' }],
    image: imageId,
  }),
  'quote-requests': () => ({
    firstName: 'Ann',
    lastName: 'Tester',
    email: 'ann@example.com',
    phone: '0121 496 0000',
    postcode: 'B13 9XY',
  }),
  'measuring-appointments': () => ({
    customerName: 'Ann Tester',
    customerPhone: '0121 496 0000',
    address: '1 Test Road, Birmingham',
    scheduledTime: 'morning',
  }),
  reviews: () => ({ quote: orders.pop(), rating: 5, text: 'Lovely blinds', label: 'Verified customer' }),
  quotes: () => ({ customerName: 'Ann Tester', lines: [{ room: 'Kitchen', safetyDevice: 'cleat' }] }),
  'legal-pages': () => ({
    title: 'x',
    slug: 'cookie-policy',
    content: emptyRichText,
    lastUpdated: new Date().toISOString(),
  }),
  'area-overrides': () => ({ area: 'moseley', h1: 'Override' }),
  testimonials: () => ({ quote: 'Great', name: `T ${uniq()}`, location: 'Moseley', rating: 5 }),
  'local-jobs': () => ({
    area: 'moseley',
    month: '2026-03-01T12:00:00.000Z',
    product: productId,
    rooms: 'Kitchen',
    windows: 1,
    note: `Access probe ${uniq()}`,
  }),
  faqs: () => ({ question: `Q ${uniq()}?`, answer: 'A', topic: 'home' }),
  users: () => ({
    username: `user${uniq()}`.replace(/-/g, ''),
    email: `u${uniq()}@example.com`,
    password: 'a-long-password-1',
    role: 'staff',
  }),
}

const emptyRichText = {
  root: {
    type: 'root',
    children: [{ type: 'paragraph', children: [{ type: 'text', text: 'x', version: 1 }], version: 1 }],
    direction: null,
    format: '',
    indent: 0,
    version: 1,
  },
}

type Op = 'read' | 'create' | 'update' | 'delete'
type Matrix = Record<Actor, Record<Op, boolean>>

const all = { read: true, create: true, update: true, delete: true }
const none = { read: false, create: false, update: false, delete: false }
const readOnly = { read: true, create: false, update: false, delete: false }

const content: Matrix = { anonymous: readOnly, staff: readOnly, owner: all }
// The public creates leads only through the lead endpoints (which use overrideAccess); staff may enter one.
const leads: Matrix = {
  anonymous: none,
  staff: { read: true, create: true, update: true, delete: false },
  owner: all,
}

const matrix: Record<string, Matrix> = {
  products: content,
  'legal-pages': content,
  'area-overrides': content,
  testimonials: content,
  'local-jobs': content,
  faqs: content,
  media: content,
  'quote-requests': leads,
  'measuring-appointments': leads,
  // Quotes and orders: staff and owner only (the customer reads theirs through its signed link).
  quotes: leads,
  // Verified reviews are written only through the customer's link; the owner publishes, withholds or replies.
  reviews: {
    anonymous: none,
    staff: readOnly,
    owner: { read: true, create: false, update: true, delete: true },
  },
  // Staff can read and update only their own account (checked separately below).
  users: { anonymous: none, staff: { read: true, create: false, update: false, delete: false }, owner: all },
}

async function fixture(collection: string): Promise<{ id: number | string }> {
  if (collection === 'media') return { id: imageId }
  if (collection === 'legal-pages') {
    const { docs } = await payload.find({ collection: 'legal-pages', limit: 1, overrideAccess: true })
    return docs[0]
  }
  if (collection === 'area-overrides') {
    const existing = await payload.find({
      collection: 'area-overrides',
      where: { area: { equals: 'harborne' } },
      overrideAccess: true,
    })
    if (existing.docs[0]) return existing.docs[0]
    return payload.create({ collection: 'area-overrides', data: { area: 'harborne' }, overrideAccess: true })
  }
  return payload.create({
    collection: collection as CollectionSlug,
    data: sample[collection]() as never,
    overrideAccess: true,
  })
}

async function attempt(fn: () => Promise<unknown>): Promise<boolean> {
  try {
    await fn()
    return true
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 401 || (error as Error).name === 'Forbidden') return false
    throw error
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  for (const actor of ['anonymous', 'staff', 'owner'] as const) users[actor] = await userFor(payload, actor)
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#b9803f' } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'test swatch' },
    file: { data: png, mimetype: 'image/png', name: 'access-test.png', size: png.length },
    overrideAccess: true,
  })
  imageId = media.id
  const { docs } = await payload.find({ collection: 'products', limit: 1, overrideAccess: true, depth: 0 })
  productId = docs[0].id
  for (let i = 0; i < 12; i++) {
    const order = await quoteAt(payload, 'fitted', { customerName: `Order ${i}` })
    orders.push(order.id)
  }
})

describe.each(Object.entries(matrix))('%s', (collection, expected) => {
  const slug = collection as CollectionSlug
  it.each(['anonymous', 'staff', 'owner'] as const)('as %s', async (actor) => {
    const user = users[actor]
    const canRead = await attempt(() => payload.find({ collection: slug, overrideAccess: false, user, limit: 1 }))
    expect(canRead, 'read').toBe(expected[actor].read)

    // Media needs a file (covered by the seed); the three legal slugs already exist, so the owner's create is skipped.
    if (collection !== 'media' && !(collection === 'legal-pages' && actor === 'owner')) {
      const canCreate = await attempt(() =>
        payload.create({ collection: slug, data: sample[collection]() as never, overrideAccess: false, user }),
      )
      expect(canCreate, 'create').toBe(expected[actor].create)
    }

    const target = await fixture(collection)
    const patch: Record<string, unknown> =
      collection === 'users'
        ? { name: 'Changed' }
        : collection === 'media'
          ? { alt: 'Changed alt' }
          : sample[collection]
            ? pickUpdate(collection)
            : {}
    const canUpdate = await attempt(() =>
      payload.update({ collection: slug, id: target.id, data: patch, overrideAccess: false, user }),
    )
    expect(canUpdate, 'update').toBe(expected[actor].update)

    if (collection !== 'media' && collection !== 'legal-pages') {
      const victim = await fixture(collection)
      const canDelete = await attempt(() =>
        payload.delete({ collection: slug, id: victim.id, overrideAccess: false, user }),
      )
      expect(canDelete, 'delete').toBe(expected[actor].delete)
    }
  })
})

function pickUpdate(collection: string): Record<string, unknown> {
  switch (collection) {
    case 'products':
      return { description: 'Changed' }
    case 'quote-requests':
      return { message: 'Changed' }
    case 'measuring-appointments':
      return { notes: 'Changed' }
    case 'quotes':
      return { staffNotes: 'Changed' }
    case 'reviews':
      return { reply: 'Thank you' }
    case 'legal-pages':
      return { summary: 'Changed' }
    case 'area-overrides':
      return { h1: 'Changed' }
    case 'testimonials':
      return { location: 'Changed' }
    case 'local-jobs':
      return { rooms: 'Changed' }
    case 'faqs':
      return { answer: 'Changed' }
    default:
      return {}
  }
}

describe('users', () => {
  it('a staff member sees only their own account and cannot promote themselves', async () => {
    const staff = await userFor(payload, 'staff')
    const seen = await payload.find({ collection: 'users', overrideAccess: false, user: staff })
    expect(seen.docs.map((d) => d.id)).toEqual([staff.id])
    const updated = await payload.update({
      collection: 'users',
      id: staff.id,
      data: testData('users', { role: 'owner', name: 'Still staff' }),
      overrideAccess: false,
      user: staff,
    })
    expect(updated.role).toBe('staff')
    expect(updated.name).toBe('Still staff')
    await payload.update({ collection: 'users', id: staff.id, data: { name: 'Office Staff' }, overrideAccess: true })
  })
})

describe('leads', () => {
  it('cannot be created through Payload by an anonymous visitor, status and notes or not', async () => {
    const before = (await payload.count({ collection: 'quote-requests', overrideAccess: true })).totalDocs
    const created = await attempt(() =>
      payload.create({
        collection: 'quote-requests',
        data: testData('quote-requests', { ...sample['quote-requests'](), status: 'won', addNote: 'injected' }),
        overrideAccess: false,
      }),
    )
    expect(created).toBe(false)
    expect((await payload.count({ collection: 'quote-requests', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('let staff move the status along and add notes', async () => {
    const doc = await payload.create({
      collection: 'measuring-appointments',
      data: testData('measuring-appointments', sample['measuring-appointments']()),
      overrideAccess: true,
    })
    expect(doc.status).toBe('pending')
    const updated = await payload.update({
      collection: 'measuring-appointments',
      id: doc.id,
      data: testData('measuring-appointments', {
        status: 'confirmed',
        scheduledDate: '2030-06-04T00:00:00.000Z',
        addNote: 'Called, Tuesday 10am',
      }),
      overrideAccess: false,
      user: users.staff,
    })
    expect(updated.status).toBe('confirmed')
    expect(updated.staffNotes?.map((n) => n.note)).toEqual(['Called, Tuesday 10am'])
  })
})

describe('globals', () => {
  it.each([
    ['anonymous', true, false],
    ['staff', true, false],
    ['owner', true, true],
  ] as const)('%s: read %s, update %s', async (actor, canRead, canUpdate) => {
    const user = users[actor]
    expect(await attempt(() => payload.findGlobal({ slug: 'site-settings', overrideAccess: false, user }))).toBe(
      canRead,
    )
    const { businessName } = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(
      await attempt(() =>
        payload.updateGlobal({ slug: 'site-settings', data: { businessName }, overrideAccess: false, user }),
      ),
    ).toBe(canUpdate)
    expect(await attempt(() => payload.findGlobal({ slug: 'promotion', overrideAccess: false, user }))).toBe(canRead)
    const { percentOff } = await payload.findGlobal({ slug: 'promotion', overrideAccess: true })
    expect(
      await attempt(() =>
        payload.updateGlobal({ slug: 'promotion', data: { percentOff }, overrideAccess: false, user }),
      ),
    ).toBe(canUpdate)
  })
})
