import type { CollectionConfig, Field } from 'payload'

/**
 * The plugin's export drawer fills "Limit" with the list's page size, so an export took the ten rows on screen.
 * Without that component the limit starts empty ("No limit"): an export has every row of the current filter unless
 * staff set a limit themselves.
 */
function withoutPageSizeLimit(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if ('name' in field && field.name === 'limit' && field.type === 'number') {
      const { components: _pageSize, ...admin } = field.admin ?? {}
      return { ...field, admin: { ...admin, components: {} } } as Field
    }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withoutPageSizeLimit(field.fields) } as Field
    return field
  })
}

/** The export drawer as staff need it: every row of the filter by default, and a name in its title. */
export const leadExportDrawer = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  labels: { singular: 'CSV export', plural: 'CSV exports' },
  fields: withoutPageSizeLimit(collection.fields),
})
