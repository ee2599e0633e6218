import config from '@payload-config'
import { describe, expect, it } from 'vitest'

import {
  dataFields,
  exemptFromPersonal,
  LOOKS_PERSONAL,
  personalFields,
  postcodeDistrict,
} from '@/lib/privacy/personal'
import { PERSONAL_DATA_KINDS } from '@/lib/privacy/kinds'
import type { Field } from 'payload'

/**
 * Collections that hold no customer's personal data, each with why. Any other collection with a field whose name
 * looks personal (name, e-mail, phone, address, postcode, message, notes…) must mark it `personal(kind)`, or the
 * retention job, the erasure and the person's copy would miss it.
 */
const NOT_CUSTOMER_DATA: Record<string, string> = {
  users: 'staff accounts, not customers',
  products: "a product's and its finishes' names",
  services: "the service pages' words",
  faqs: 'questions and answers the owner writes',
  'area-overrides': "the owner's words for area pages",
  'legal-pages': 'the legal pages',
  media: 'images and their captions',
  'visit-photos':
    'no field to mark: the photo itself is the personal data, registered whole in PERSONAL_DATA_KINDS (it follows its appointment or quote)',
  testimonials: 'published with the customer’s consent under the name they chose; the owner unpublishes on request',
  exports: 'the export plugin’s download records (no rows kept: disableSave)',
  'payload-jobs': "jobs carry record ids, never a customer's details",
  'payload-locked-documents': 'Payload’s edit locks',
  'payload-preferences': 'staff members’ admin preferences',
  'payload-migrations': 'migration names',
  'payload-kv': 'Payload’s own key-value store',
}

const resolved = await config

/** Every named field, inside named groups and unmarked lists too (a group's or list's name prefixes its own). */
function allNamedFields(fields: readonly Field[], prefix = ''): { name: string; field: Field }[] {
  return dataFields(fields).flatMap((field) => {
    const name = `${prefix}${field.name}`
    const markedWhole = personalFields([field]).some((f) => f.name === field.name)
    const nested =
      (field.type === 'group' || field.type === 'array') && 'fields' in field && !markedWhole
        ? allNamedFields(field.fields, `${name}_`)
        : []
    return [{ name, field }, ...nested]
  })
}

describe('personal data convention', () => {
  it('marks every field that looks personal in every collection holding customers’ data', () => {
    const unmarked: string[] = []
    for (const collection of resolved.collections) {
      if (collection.slug in NOT_CUSTOMER_DATA) continue
      const marked = new Set(personalFields(collection.fields).map((f) => f.name))
      for (const { name, field } of allNamedFields(collection.fields)) {
        const own = name.split('_').pop()!
        if (LOOKS_PERSONAL.test(own) && !marked.has(name) && !exemptFromPersonal(field))
          unmarked.push(`${collection.slug}.${name}`)
      }
    }
    expect(unmarked).toEqual([])
  })

  it('knows the collections it reaches, and lists no collection that is gone', () => {
    const slugs = resolved.collections.map((c) => c.slug)
    const reached = resolved.collections.filter((c) => personalFields(c.fields).length > 0).map((c) => c.slug)
    expect(reached.sort()).toEqual([
      'local-jobs',
      'measured-windows',
      'measuring-appointments',
      'privacy-requests',
      'quote-questions',
      'quote-requests',
      'quotes',
      'reviews',
    ])
    for (const slug of Object.keys(NOT_CUSTOMER_DATA).filter((s) => !s.startsWith('payload-') && s !== 'exports'))
      expect(slugs).toContain(slug)
  })

  it('registers every collection holding personal data as a kind a privacy request reaches, in one place', () => {
    const withPersonal = resolved.collections.filter((c) => personalFields(c.fields).length > 0).map((c) => c.slug)
    // A visit photo has no field to mark: the whole record is the person's, found through what it follows.
    expect(Object.keys(PERSONAL_DATA_KINDS).sort()).toEqual([...withPersonal, 'visit-photos'].sort())
    for (const [slug, kind] of Object.entries(PERSONAL_DATA_KINDS)) {
      const fields = personalFields(resolved.collections.find((c) => c.slug === slug)!.fields)
      // A person's own record is recognised by its own e-mail or phone; a follower through the record it follows.
      if (kind.reach === 'own') expect(fields.some((f) => f.kind === 'email' || f.kind === 'phone')).toBe(true)
      if (kind.reach === 'follows')
        for (const parent of kind.follows) expect(PERSONAL_DATA_KINDS[parent.of]?.reach).toBe('own')
      if (kind.reach === 'mentions') expect(fields.some((f) => f.kind === 'text')).toBe(true)
    }
    expect(PERSONAL_DATA_KINDS.reviews).toMatchObject({ reach: 'follows', follows: [{ field: 'quote', of: 'quotes' }] })
    expect(PERSONAL_DATA_KINDS['visit-photos']).toMatchObject({
      reach: 'follows',
      follows: [
        { field: 'appointment', of: 'measuring-appointments' },
        { field: 'quote', of: 'quotes' },
      ],
    })
  })

  it('fails for a new collection with an unmarked personal field', () => {
    const fields = [{ type: 'row' as const, fields: [{ name: 'reviewerEmail', type: 'email' as const }] }]
    expect(
      dataFields(fields).filter((f) => LOOKS_PERSONAL.test(f.name) && personalFields(fields).length === 0),
    ).toHaveLength(1)
  })

  it('cuts a postcode to its district', () => {
    expect(['B13 9AB', 'b5 4qq', 'WS10 0AB', 'B13', 'nonsense'].map(postcodeDistrict)).toEqual([
      'B13',
      'B5',
      'WS10',
      'B13',
      null,
    ])
  })
})
