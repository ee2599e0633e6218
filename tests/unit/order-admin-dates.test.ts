import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Quotes } from '@/collections/Quotes'
import { UK_DAY, UK_MOMENT } from '@/fields/dateFormats'

/** Every date field of a config, nested in groups, rows, arrays and tabs, with its path. */
function dateFields(fields: readonly Field[], prefix = ''): { path: string; field: Field }[] {
  return fields.flatMap((field) => {
    const name = 'name' in field ? `${prefix}${field.name}` : prefix.replace(/\.$/, '')
    if (field.type === 'date') return [{ path: name, field }]
    if ('fields' in field) return dateFields(field.fields, 'name' in field ? `${name}.` : prefix)
    if (field.type === 'tabs') return field.tabs.flatMap((t) => dateFields(t.fields, prefix))
    return []
  })
}

describe("the order's admin: every date in one UK style (issue 66)", () => {
  it('each date field of quotes shows "29 Nov 2026" or "Sun 29 Nov 2026 14:05", never the browser\'s 11/29/2026', () => {
    const dates = dateFields(Quotes.fields)
    expect(dates.map((d) => d.path)).toEqual(
      expect.arrayContaining(['account.lastPaidOn', 'payments.paidOn', 'acceptance.acceptedAt']),
    )
    // Payload's own timestamps, added to the config when it is sanitized (another file in this worker may have done
    // so), are shown in `admin.dateFormat`, the same UK moment (payload.config.ts).
    for (const { path, field } of dates.filter((d) => d.path !== 'createdAt' && d.path !== 'updatedAt')) {
      const shown = field.type === 'date' ? field.admin?.date : undefined
      expect([UK_DAY, UK_MOMENT], path).toContainEqual(expect.objectContaining({ displayFormat: shown?.displayFormat }))
    }
    const lastPaid = dates.find((d) => d.path === 'account.lastPaidOn')!.field
    expect(lastPaid.type === 'date' && lastPaid.admin?.date?.displayFormat).toBe('d MMM yyyy')
  })
})
