import config from '@payload-config'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

const resolved = await config

/** A label as plain text; a label given as a function or per language is not ours to check here. */
const text = (label: unknown, fallback: string) =>
  typeof label === 'string' ? label : label === false ? null : fallback

/**
 * Every field's label path as Payload names it in a refused save's message ("Tab > Group > Field"), following the
 * way it builds them (src: payload/dist/fields/hooks/beforeChange/promise.js): rows add nothing, a `false` label
 * adds nothing, a list adds its label and the row number.
 */
function labelPaths(fields: readonly Field[], prefix: string[] = []): string[] {
  return fields.flatMap((field): string[] => {
    const join = (label: string | null) => (label ? [...prefix, label] : prefix)
    switch (field.type) {
      case 'row':
        return labelPaths(field.fields, prefix)
      case 'tabs':
        return field.tabs.flatMap((tab) =>
          labelPaths(tab.fields, join(text(tab.label, 'name' in tab && tab.name ? tab.name : ''))),
        )
      case 'collapsible':
        return labelPaths(field.fields, join(text(field.label, '')))
      case 'group':
        return labelPaths(field.fields, join(text(field.label, 'name' in field ? field.name : 'group')))
      case 'array':
        return [
          join(text(field.label, field.name)).join(' > '),
          ...labelPaths(field.fields, join(text(field.label, field.name) + ' 1')),
        ]
      case 'ui':
        return []
      default:
        return 'name' in field ? [join(text(field.label, field.name) ?? field.name).join(' > ')] : []
    }
  })
}

describe('admin labels', () => {
  it('no field’s label path holds a comma: the admin’s error toast splits the names it lists at commas', () => {
    const split = [
      ...resolved.collections.map((c) => ({ where: c.slug, fields: c.fields })),
      ...resolved.globals.map((g) => ({ where: g.slug, fields: g.fields })),
    ].flatMap(({ where, fields }) =>
      labelPaths(fields)
        .filter((p) => p.includes(','))
        .map((p) => `${where}: ${p}`),
    )
    expect(split).toEqual([])
  })
})
