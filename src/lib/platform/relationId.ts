/** A relationship's id whether Payload returned it populated (`{ id }`) or as the bare id; null when empty. */
export const relationId = (value: unknown): number | null =>
  typeof value === 'object' && value !== null
    ? Number('id' in value ? value.id : undefined)
    : value === null || value === undefined || value === ''
      ? null
      : Number(value)
