import { EstimateSection } from '@/components/estimate/EstimateSection'
import { ClosingCta } from '@/components/sections/ClosingCta'
import { FaqSection } from '@/components/sections/Faqs'
import type { FaqView, ProductView, PromotionSettings, SiteSettings } from '@/lib/cms'
import type { GalleryImage } from '@/lib/cms/collectionGallery'
import type { LocalJobView } from '@/lib/localJobs/readLocalJobs'
import { collectionFinishes, leadImage } from '@/lib/products/collection'
import { lowestPrice } from '@/lib/products/prices'
import { JsonLd, productJsonLd } from '@/lib/seo/jsonld'
import { CollectionGallery } from './CollectionGallery'
import { CollectionHero } from './CollectionHero'
import { CollectionJobs } from './CollectionJobs'
import type { CollectionCopy } from './content'
import { FinishesSection } from './FinishesSection'
import { OptionsSection } from './OptionsSection'
import { PricesSection } from './PricesSection'
import { WhySection } from './WhySection'

/**
 * A collection page (faux wood or wooden): its sections in order, and one Product JSON-LD per product. The words
 * come filled (Settings facts and the collection's own).
 */
export function CollectionPage({
  copy,
  products,
  promotion,
  settings,
  gallery,
  faqs,
  jobs = [],
}: {
  copy: CollectionCopy
  products: ProductView[]
  promotion: PromotionSettings
  settings: SiteSettings
  gallery: GalleryImage[]
  faqs: FaqView[]
  /** Published local jobs with a product of this collection, newest first */
  jobs?: LocalJobView[]
}) {
  const finishes = collectionFinishes(products)
  // The sections after the options alternate white and canvas, whichever of them are shown.
  const jobsTone = gallery.length > 0 ? 'canvas' : 'white'
  const faqTone = jobs.length > 0 ? (jobsTone === 'canvas' ? 'white' : 'canvas') : jobsTone

  return (
    <>
      <CollectionHero
        copy={copy}
        settings={settings}
        image={leadImage(products)}
        fromPrice={lowestPrice(products)}
        finishCount={finishes.length}
      />
      <FinishesSection finishes={finishes} />
      <PricesSection
        products={products}
        bundles={promotion.bundles.filter((b) => b.material === copy.material)}
        terms={promotion.terms}
        bookHref={copy.bookHref}
        phone={settings.phonePrimary}
      />
      <EstimateSection product={products[0]?.slug} tone="white" />
      <WhySection copy={copy} />
      <OptionsSection />
      <CollectionGallery shortName={copy.shortName} images={gallery} />
      <CollectionJobs
        shortName={copy.shortName}
        jobs={jobs}
        productSlug={products.length === 1 ? (products[0]?.slug ?? null) : null}
        tone={jobsTone}
      />
      <FaqSection faqs={faqs} tone={faqTone} title={copy.faqTitle} />
      <ClosingCta
        settings={settings}
        title={copy.cta.title}
        text={copy.cta.text}
        action={{ href: copy.bookHref, label: 'Book Free Measuring' }}
      />
      {products.map((p) => (
        <JsonLd key={p.id} data={productJsonLd(p, copy.path)} />
      ))}
    </>
  )
}
