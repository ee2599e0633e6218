import type { CollectionConfig, Field, GlobalConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { publishedOrSignedIn } from '@/access/publishedOrSignedIn'
import { revalidatePublishedGlobal } from '@/hooks/revalidate'
import { env } from '@/lib/platform/env'

/**
 * Shared by the page-content globals and collections: autosaved drafts, publishing now or at a date (run by the jobs worker), and
 * the last versions kept for restoring.
 */
export const pageVersions: GlobalConfig['versions'] & CollectionConfig['versions'] = {
  drafts: { autosave: { interval: 800 }, schedulePublish: true },
  max: 50,
}

/** The real page at its real address, through the route that turns on draft mode for a signed-in editor. */
export const previewUrl = (path: string) => `${env.SITE_URL}/next/preview?path=${encodeURIComponent(path)}`

/** Keeps the field being edited in view when live preview opens or closes beside the form. */
export const KEEP_FIELD_IN_VIEW = '/components/admin/KeepFieldInView#KeepFieldInView'

/**
 * A global holding the words of one page (or a pair of pages): under Pages in /admin, previewed at `path`, read by
 * the public only when published, edited by the owner, and expiring `tag` when a version is published.
 */
export function pageContentGlobal({
  slug,
  label,
  about,
  path,
  tag,
  fields,
}: {
  slug: string
  label: string
  /** What the global holds, first in the admin's description. */
  about: string
  path: string
  tag: string
  fields: Field[]
}): GlobalConfig {
  return {
    slug,
    label,
    admin: {
      group: 'Pages',
      description: `${about} Edits save as a draft; Publish (or Schedule publish) puts them live.`,
      // A short legend of the {placeholders}, the full list folded away, instead of every one in the description.
      components: {
        elements: {
          beforeDocumentControls: [KEEP_FIELD_IN_VIEW],
          Description: {
            path: '/components/admin/PlaceholderLegend#PlaceholderLegend',
            clientProps: { about: `${about} Edits save as a draft; Publish (or Schedule publish) puts them live.` },
          },
        },
      },
      livePreview: { url: () => previewUrl(path) },
      preview: () => previewUrl(path),
    },
    access: { read: publishedOrSignedIn, readVersions: isStaff, update: isOwner },
    versions: pageVersions,
    // The admin tells "Changed" (with "Revert to published") from "Draft" by reading the global with only
    // `updatedAt` selected and checking its `_status`: without this, a reload after any draft found no status and
    // showed a published page as "Draft", leaving Versions as the only way back.
    forceSelect: { _status: true },
    hooks: { afterChange: [revalidatePublishedGlobal([tag])] },
    fields,
  }
}
