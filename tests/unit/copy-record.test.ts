import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { pounds } from '@/fields/pounds'
import { copyRecord } from '@/lib/privacy/copyRecord'

const fields: Field[] = [
  { name: 'customerName', label: 'Name', type: 'text' },
  pounds({ name: 'totalPence', label: 'Total', kind: 'payment' }),
  { name: 'fittingDate', label: 'Fitting', type: 'date' },
  { name: 'paidOn', label: 'Paid on', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
  { name: 'status', type: 'select', options: [{ label: 'Accepted', value: 'accepted' }] },
  { name: 'idempotencyKey', type: 'text' },
  { name: 'contentHash', type: 'text' },
  { name: 'quotes', type: 'join', collection: 'quotes', on: 'appointment' },
  {
    name: 'statusHistory',
    type: 'array',
    fields: [
      { name: 'status', type: 'text' },
      { name: 'changedBy', label: 'By', type: 'relationship', relationTo: 'users' },
    ],
  },
]

describe("a record in the person's copy", () => {
  const doc = {
    id: 146,
    customerName: 'Alma',
    totalPence: 23950,
    fittingDate: '2026-07-01T09:00:00.000Z',
    paidOn: '2026-06-30T12:00:00.000Z',
    status: 'accepted',
    idempotencyKey: 'k-1',
    contentHash: 'abc',
    quotes: { docs: [146], hasNextPage: false },
    statusHistory: [{ status: 'accepted', changedBy: 3 }],
    createdAt: '2026-06-01T10:00:00.000Z',
  }
  const { data, lines } = copyRecord(fields, doc)

  it('gives prices in pounds and leaves out internal fields, staff ids and paginated lists', () => {
    expect(data).toEqual({
      id: 146,
      customerName: 'Alma',
      total: 239.5,
      fittingDate: '2026-07-01T09:00:00.000Z',
      paidOn: '2026-06-30T12:00:00.000Z',
      status: 'accepted',
      statusHistory: [{ status: 'accepted' }],
      createdAt: '2026-06-01T10:00:00.000Z',
    })
  })

  it('reads as labelled lines in pounds and UK dates', () => {
    expect(lines).toEqual([
      { label: 'Record number', text: '146' },
      { label: 'Name', text: 'Alma' },
      { label: 'Total', text: '£239.50' },
      { label: 'Fitting', text: '1 July 2026 at 10:00' },
      { label: 'Paid on', text: '30 June 2026' },
      { label: 'Status', text: 'Accepted' },
      { label: 'Status history 1 › Status', text: 'accepted' },
      { label: 'Created', text: '1 June 2026 at 11:00' },
    ])
  })
})
