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
      return { ...field, admin: { ...admin, components: {} } }
    }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withoutPageSizeLimit(field.fields) }
    return field
  })
}

/**
 * The plugin's field picker starts from the list's visible columns, so an export left out e-mail, address, notes and
 * source; its options read "Group > Phone". A lead export always has the columns of `LEAD_CSV_COLUMNS` (the
 * export hook rebuilds each row from the whole lead), so the picker is hidden and the selection left empty (every
 * field read); the collection chooser says what it chooses in plain words.
 */
function withPlainChoices(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if ('name' in field && field.name === 'fields' && field.type === 'text') {
      const { components: _picker, ...admin } = field.admin ?? {}
      return { ...field, admin: { ...admin, components: {}, hidden: true } }
    }
    if ('name' in field && field.name === 'collectionSlug' && field.type === 'text')
      return { ...field, label: 'Leads to export' }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: withPlainChoices(field.fields) }
    return field
  })
}

/** The export drawer as staff need it: every row of the filter and every column by default, and a name in its title. */
export const leadExportDrawer = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  labels: { singular: 'CSV export', plural: 'CSV exports' },
  fields: withPlainChoices(withoutPageSizeLimit(collection.fields)),
})
