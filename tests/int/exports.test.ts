import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { EXPORT_MESSAGES } from '@/lib/exports/exportsCollection'
import { fieldOf } from '@/lib/platform/narrow'
import { callRest, loginToken } from '../support/int/cms-routes'
import { getTestPayload } from '../support/int/payload'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { testData } from '../support/int/testData'

/**
 * The staff's CSV export (the import-export plugin) through its real download endpoint on the real database:
 * cells a spreadsheet would run as formulas arrive as text, only the lead collections can be exported, nothing
 * hangs, and there is no import.
 */
let payload: Payload
let staff: string

beforeAll(async () => {
  payload = await getTestPayload()
  staff = await loginToken('staff', TEST_PASSWORDS.staff)
})

/** Fails instead of waiting for ever when an answer (or its body) never comes. */
async function within<T>(promise: Promise<T>, ms = 10_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** RFC 4180 CSV (quoted cells, doubled quotes, line breaks inside quotes), without the byte-order mark. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const src = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < src.length; i++) {
    const c = src[i]
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += c
  }
  if (cell || row.length) rows.push([...row, cell])
  return rows
}

async function download(data: Record<string, unknown>, token: string | null = staff) {
  const res = await within(callRest('POST', '/api/cms/exports/download', { token: token ?? undefined, body: { data } }))
  return { res, text: await within(res.text()) }
}

/** The exported rows as objects keyed by column. */
async function exportRows(collectionSlug: string, id: number | string) {
  const { res, text } = await download({ collectionSlug, format: 'csv', where: { id: { equals: id } } })
  expect(res.status, text).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/csv')
  const [header, ...rows] = parseCsv(text)
  return rows.map((cells) => Object.fromEntries(header.map((column, i) => [column, cells[i]])))
}

describe('CSV export: formulas arrive as text', () => {
  it('prefixes every lead cell a spreadsheet would run with a single quote (OWASP)', async () => {
    const hostile = {
      customerName: '=HYPERLINK("http://evil.example","x")',
      customerPhone: '+44 121 496 0000',
      address: '@SUM(1+1)*cmd|" /C calc"!A0',
      notes: '=1+1, then a second line\nand more',
    }
    const lead = await payload.create({
      collection: 'measuring-appointments',
      data: testData('measuring-appointments', { ...hostile, scheduledTime: 'morning' }),
      overrideAccess: true,
    })
    const rows = await exportRows('measuring-appointments', lead.id)
    expect(rows).toHaveLength(1)
    const headings = { customerName: 'Name', customerPhone: 'Phone', address: 'Address', notes: "Customer's message" }
    for (const [field, value] of Object.entries(hostile))
      expect(rows[0][headings[field as keyof typeof headings]], field).toBe(`'${value}`)
    // Ordinary cells are unchanged.
    expect(rows[0]['Preferred time']).toBe('Morning (9am-12pm)')
    expect(rows[0]['Lead number']).toBe(String(lead.id))
  })

  it('does the same for quote requests', async () => {
    const lead = await payload.create({
      collection: 'quote-requests',
      data: testData('quote-requests', {
        firstName: '=cmd|"/C calc"!A0',
        lastName: 'Smith',
        email: 'q@example.com',
        phone: '0121 496 0000',
        postcode: 'B13 9XY',
      }),
      overrideAccess: true,
    })
    const [row] = await exportRows('quote-requests', lead.id)
    expect(row['First name']).toBe(`'=cmd|"/C calc"!A0`)
    expect(row['Last name']).toBe('Smith')
  })
})

describe('what staff get', () => {
  it('every row of the filter, with human headings, UK local times and the fields staff phone and write from', async () => {
    const family = `Export ${Date.now()}`
    const make = (i: number, createdAt: string) =>
      payload.create({
        collection: 'quote-requests',
        data: testData('quote-requests', {
          firstName: `Row${i}`,
          lastName: family,
          email: `row${i}@example.com`,
          phone: '0121 496 0555',
          postcode: 'B13 9XY',
          address: `${i} Export Lane, Moseley`,
          createdAt,
        }),
        overrideAccess: true,
      })
    const summer = await make(0, '2026-07-01T13:05:00.000Z')
    const winter = await make(1, '2026-01-15T13:05:00.000Z')
    for (let i = 2; i < 25; i++) await make(i, '2026-03-02T09:00:00.000Z')
    await payload.update({
      collection: 'quote-requests',
      id: summer.id,
      data: { addNote: 'Rang, no answer' },
      overrideAccess: false,
      user: {
        ...(await payload.find({ collection: 'users', where: { username: { equals: 'staff' } } })).docs[0],
        collection: 'users',
      },
    })

    // As the drawer sends it: the list's filter, no limit, no fields chosen.
    const { res, text } = await download({
      collectionSlug: 'quote-requests',
      format: 'csv',
      where: { lastName: { equals: family } },
      sort: 'createdAt',
    })
    expect(res.status, text).toBe(200)
    const [header, ...cells] = parseCsv(text)
    expect(header).toEqual([
      'Received',
      'First name',
      'Last name',
      'Phone',
      'E-mail',
      'Address',
      'Postcode',
      'Product',
      'Message',
      'Windows priced on the site',
      'Estimated total (£)',
      'Status',
      'Reply due by',
      'Staff notes',
      'Came through',
      'Sent from page',
      'First page of the visit',
      'Referring site',
      'Campaign',
      'Lead number',
    ])
    expect(cells).toHaveLength(25)
    const rows = cells.map((c) => Object.fromEntries(header.map((h, i) => [h, c[i]])))
    const byId = (id: number) => rows.find((r) => r['Lead number'] === String(id))!
    // 13:05 UTC is 14:05 in British Summer Time and 13:05 in winter.
    expect(byId(summer.id).Received).toBe('01/07/2026 14:05')
    expect(byId(winter.id).Received).toBe('15/01/2026 13:05')
    expect(byId(summer.id)['E-mail']).toBe('row0@example.com')
    expect(byId(summer.id).Address).toBe('0 Export Lane, Moseley')
    expect(byId(summer.id).Status).toBe('New')
    expect(byId(summer.id)['Staff notes']).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d Office Staff: Rang, no answer$/)
  })

  it('the drawer starts with no limit (not the list’s page size) and has a name', () => {
    const exports = payload.collections.exports.config
    const find = (fields: typeof exports.fields, name: string): Record<string, unknown> | undefined => {
      for (const field of fields) {
        if ('name' in field && field.name === name) return field as never
        if ('fields' in field && Array.isArray(field.fields)) {
          const found = find(field.fields, name)
          if (found) return found
        }
      }
    }
    const limit = find(exports.fields, 'limit') as { admin?: { components?: { Field?: unknown } } }
    expect(limit.admin?.components?.Field).toBeUndefined()
    // No field picker that starts from the list's visible columns (it left out e-mail, address, notes and source)
    // and names fields "Group > Phone": every export has every column; the collection chooser says what it is.
    const picked = find(exports.fields, 'fields') as { admin?: { hidden?: boolean; components?: { Field?: unknown } } }
    expect(picked.admin?.hidden).toBe(true)
    expect(picked.admin?.components?.Field).toBeUndefined()
    expect(find(exports.fields, 'collectionSlug')?.label).toBe('Leads to export')
    for (const slug of ['measuring-appointments', 'quote-requests'] as const) {
      const items = payload.collections[slug].config.admin.components?.listMenuItems ?? []
      const paths = items.map((item) => (typeof item === 'object' && item && 'path' in item ? item.path : item))
      expect(paths).toContain('/components/admin/ExportLeadsMenuItem#ExportLeadsMenuItem')
      expect(paths.join(' ')).not.toContain('#ExportListMenuItem')
    }
  })
})

describe('only the lead collections can be exported, and nothing hangs', () => {
  it.each(['payload-jobs', 'payload-kv', 'payload-preferences', 'users', 'products', 'exports', 'no-such-collection'])(
    'a download of %s is refused at once',
    async (collectionSlug) => {
      const { res, text } = await download({ collectionSlug, format: 'csv' })
      expect(res.status, text).toBe(400)
      expect(JSON.parse(text).errors[0].message).toBe(EXPORT_MESSAGES.notExportable)
    },
  )

  it('a preview of another collection is refused', async () => {
    const res = await within(
      callRest('POST', '/api/cms/exports/export-preview', {
        token: staff,
        body: { collectionSlug: 'payload-jobs', format: 'csv' },
      }),
    )
    expect(res.status).toBe(400)
    const ok = await within(
      callRest('POST', '/api/cms/exports/export-preview', {
        token: staff,
        body: { collectionSlug: 'quote-requests', format: 'csv' },
      }),
    )
    expect(ok.status, await ok.clone().text()).toBe(200)
  })

  it('an export document for another collection is refused', async () => {
    const res = await within(
      callRest('POST', '/api/cms/exports', { token: staff, body: { collectionSlug: 'payload-kv', format: 'csv' } }),
    )
    expect(res.status).toBe(400)
  })

  it('a filter the database cannot use is a 400, not a download that never ends', async () => {
    const { res } = await download({
      collectionSlug: 'measuring-appointments',
      format: 'csv',
      where: { status: { equals: 'nonsense' } },
    })
    expect(res.status).toBe(400)
  })

  it('an anonymous download is refused', async () => {
    const { res } = await download({ collectionSlug: 'measuring-appointments', format: 'csv' }, null)
    expect(res.status).toBe(401)
  })
})

describe('import is off', () => {
  it('has no imports collection, endpoint or job', async () => {
    expect(fieldOf(payload.collections, 'imports')).toBeUndefined()
    expect(payload.config.jobs.tasks?.map((t) => t.slug)).not.toContain('createCollectionImport')
    const res = await within(
      callRest('POST', '/api/cms/imports', { token: staff, body: { collectionSlug: 'quote-requests' } }),
    )
    expect(res.status).toBe(404)
  })
})
