import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, TextField } from 'payload'

import { postgresOf } from '@/lib/platform/db'
import { quoteNumber } from './content'
import type { Quote } from '@/payload-types'

const never = () => false

/**
 * The quote's reference ("Q00146"): the number the customer reads in every e-mail and on their quote page, stored so
 * the admin can show it, sort by it and find it (the list's search matches any part of it: "Q00146", "00146",
 * "146"). Made from the id, so it is given just after the row is inserted (`giveReference`); nobody types or changes
 * it, on any path (`keepReference`).
 */
export const referenceField: TextField = {
  name: 'reference',
  label: 'Reference',
  type: 'text',
  unique: true,
  access: { create: never, update: never },
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: 'The number the customer sees on their quote and e-mails.',
  },
}

/**
 * On every write, code with full access included: a new quote has no reference until it has its id, and a saved
 * one keeps the reference it was given (a duplicate or a restored version cannot carry another's).
 */
export const keepReference: CollectionBeforeChangeHook<Quote> = ({ data, originalDoc, operation }) => {
  if (operation === 'create' || !originalDoc) return { ...data, reference: null }
  return { ...data, reference: originalDoc.reference || quoteNumber(originalDoc.id) }
}

/**
 * A new quote's reference, written inside the create's own transaction (in its row and the version just saved),
 * straight in SQL: a second save would run the quote's hooks and make a second version for one number.
 */
export const giveReference: CollectionAfterChangeHook<Quote> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.reference) return doc
  const reference = quoteNumber(doc.id)
  const id = Number(doc.id)
  const transactionID = await req.transactionID
  const adapter = postgresOf(req.payload)
  const db = (transactionID ? adapter.sessions[transactionID]?.db : undefined) ?? adapter.drizzle
  await db.execute(sql`update quotes set reference = ${reference} where id = ${id}`)
  await db.execute(sql`update _quotes_v set version_reference = ${reference} where parent_id = ${id}`)
  return { ...doc, reference }
}
