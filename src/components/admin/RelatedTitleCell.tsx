import type { CollectionSlug, DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

import { fieldOf } from '@/lib/platform/narrow'
import { relationId } from '@/lib/platform/relationId'

/** One read per related record and request, however many rows show it. */
const titleOf = cache(async (payload: Payload, collection: CollectionSlug, id: number): Promise<string | null> => {
  const titleField = payload.collections[collection]?.config.admin.useAsTitle ?? 'id'
  const doc = await payload.findByID({ collection, id, depth: 0, overrideAccess: true }).catch(() => null)
  const title = fieldOf(doc, titleField)
  return typeof title === 'string' || typeof title === 'number' ? String(title) : null
})

/**
 * A relationship column named on the server: Payload's own cell fills in a related record's title only once its row
 * scrolls into view, and until then (and on every row below the fold) prints "<No Product>".
 */
export async function RelatedTitleCell({ cellData, field, payload }: DefaultServerCellComponentProps) {
  const id = relationId(cellData)
  const collection = field && 'relationTo' in field && typeof field.relationTo === 'string' ? field.relationTo : null
  if (!id || !collection) return null
  return <span>{(await titleOf(payload, collection, id)) ?? `#${id}`}</span>
}
