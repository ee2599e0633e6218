import type { Metadata } from 'next'

import { defaultShareImage, pageMetadata } from '@/components/pages/metadata'
import { LivePreview } from '@/components/preview/LivePreview'
import {
  getCollectionPages,
  getFaqs,
  getHiddenAreaSlugs,
  getProducts,
  getPromotion,
  getSiteSettings,
  isDraftRequest,
  type ProductView,
  type SiteSettings,
} from '@/lib/cms'
import { fillAll } from '@/lib/format/placeholders'
import { getCollectionGallery } from '@/lib/cms/collectionGallery'
import { getLocalJobsForMaterial } from '@/lib/localJobs/readLocalJobs'
import { inVisibleAreas } from '@/lib/localJobs/jobs'
import { formatPence } from '@/lib/format/money'
import type { Material } from '@/content/finishes'
import { collectionFinishes, leadImage } from '@/lib/products/collection'
import { lowestPrice } from '@/lib/products/prices'
import { CollectionPage } from './CollectionPage'
import { COLLECTION_FRAMES, collectionCopy, fillCollectionFacts } from './content'

/** The page's words (published, or an editor's draft) with the Settings facts and the collection's own filled in. */
async function copyFor(material: Material, products: ProductView[], settings: SiteSettings, draft: boolean) {
  const words = (await getCollectionPages(draft))[COLLECTION_FRAMES[material].key]
  const from = lowestPrice(products)
  const facts = {
    finishCount: collectionFinishes(products).length,
    fromPrice: from === null ? null : formatPence(from),
  }
  return collectionCopy(material, fillAll(words, settings), (text) => fillCollectionFacts(text, facts))
}

/** Shared by /faux-wood-collection and /wooden-collection: metadata and page from the same CMS reads. */
export async function collectionMetadata(material: Material): Promise<Metadata> {
  const [all, settings] = await Promise.all([getProducts(), getSiteSettings()])
  const products = all.filter((p) => p.type === material)
  const copy = await copyFor(material, products, settings, await isDraftRequest())
  return pageMetadata(settings, {
    title: copy.meta.title,
    description: copy.meta.description,
    path: copy.path,
    image: leadImage(products) ?? (await defaultShareImage()),
  })
}

/** Static for visitors; an editor in draft mode sees the newest draft of the words, refreshed on each save. */
export async function CollectionRoute({ material }: { material: Material }) {
  const draft = await isDraftRequest()
  const [all, promotion, settings, gallery, faqs, jobs, hidden] = await Promise.all([
    getProducts(),
    getPromotion(),
    getSiteSettings(),
    getCollectionGallery(material),
    getFaqs(material),
    getLocalJobsForMaterial(material),
    getHiddenAreaSlugs(),
  ])
  const products = all.filter((p) => p.type === material)
  return (
    <>
      {draft && <LivePreview />}
      <CollectionPage
        copy={await copyFor(material, products, settings, draft)}
        products={products}
        promotion={promotion}
        settings={settings}
        gallery={gallery}
        faqs={faqs}
        jobs={inVisibleAreas(jobs, hidden)}
      />
    </>
  )
}
