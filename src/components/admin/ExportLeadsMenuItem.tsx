'use client'

import { ExportListMenuItem } from '@payloadcms/plugin-import-export/rsc'
import { getTranslation } from '@payloadcms/translations'
import { PopupList, useConfig, useDocumentDrawer, useTranslation } from '@payloadcms/ui'

import { numericDate } from '@/lib/platform/ukDates'

type Props = { collectionSlug: string; exportCollectionSlug: string }

/**
 * "Export" in a lead list's menu: the plugin's drawer opened with a name ("Measuring appointments export,
 * 26-11-2026"), which is its title and the file's name, instead of "[Untitled]". The plugin's own item stays mounted
 * out of sight: it tells the drawer's fields which collection they export.
 */
export function ExportLeadsMenuItem({ collectionSlug, exportCollectionSlug }: Props) {
  const { getEntityConfig } = useConfig()
  const { i18n } = useTranslation()
  const [Drawer, Toggler] = useDocumentDrawer({ collectionSlug: exportCollectionSlug })
  const plural = getTranslation(getEntityConfig({ collectionSlug })?.labels?.plural ?? collectionSlug, i18n)
  const today = numericDate(new Date())
  return (
    <>
      <div hidden>
        <ExportListMenuItem collectionSlug={collectionSlug} exportCollectionSlug={exportCollectionSlug} />
      </div>
      <PopupList.Button>
        <Toggler>Export {plural}</Toggler>
        <Drawer initialData={{ collectionSlug, name: `${plural} export, ${today.replaceAll('/', '-')}` }} />
      </PopupList.Button>
    </>
  )
}
