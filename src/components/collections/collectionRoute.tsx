import type { Metadata } from 'next'

import { defaultShareImage, pageMetadata } from '@/components/pages/metadata'
import { getFaqs, getHiddenAreaSlugs, getProducts, getPromotion, getSiteSettings } from '@/lib/cms'
import { getCollectionGallery } from '@/lib/cms/collectionGallery'
import { getLocalJobsForMaterial } from '@/lib/cms/localJobs'
import { inVisibleAreas } from '@/lib/localJobs'
import { formatPence } from '@/lib/format/money'
import type { Material } from '@/lib/finishes'
import { collectionFinishes, leadImage } from '@/lib/products/collection'
import { lowestPrice } from '@/lib/products/prices'
import { CollectionPage } from './CollectionPage'
import { COLLECTIONS } from './content'

/** Shared by /faux-wood-collection and /wooden-collection: metadata and page from the same CMS reads. */
export async function collectionMetadata(material: Material): Promise<Metadata> {
  const copy = COLLECTIONS[material]
  const [all, settings] = await Promise.all([getProducts(), getSiteSettings()])
  const products = all.filter((p) => p.type === material)
  const from = lowestPrice(products)
  return pageMetadata(settings, {
    title: copy.metaTitle,
    description: copy.metaDescription(from === null ? null : formatPence(from), collectionFinishes(products).length),
    path: copy.path,
    image: leadImage(products) ?? (await defaultShareImage()),
  })
}

export async function CollectionRoute({ material }: { material: Material }) {
  const [all, promotion, settings, gallery, faqs, jobs, hidden] = await Promise.all([
    getProducts(),
    getPromotion(),
    getSiteSettings(),
    getCollectionGallery(material),
    getFaqs(material),
    getLocalJobsForMaterial(material),
    getHiddenAreaSlugs(),
  ])
  return (
    <CollectionPage
      copy={COLLECTIONS[material]}
      products={all.filter((p) => p.type === material)}
      promotion={promotion}
      settings={settings}
      gallery={gallery}
      faqs={faqs}
      jobs={inVisibleAreas(jobs, hidden)}
    />
  )
}
