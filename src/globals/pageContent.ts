import type { CollectionConfig, GlobalConfig } from 'payload'

import { env } from '@/lib/env'

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
