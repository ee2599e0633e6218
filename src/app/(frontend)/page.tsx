import type { Metadata } from 'next'

import { BookingCta } from '@/components/home/BookingCta'
import { ContactSection } from '@/components/home/ContactSection'
import { FaqSection } from '@/components/pages/FaqSection'
import { FlashSale } from '@/components/home/FlashSale'
import { Hero } from '@/components/home/Hero'
import { ProductsSection } from '@/components/home/ProductsSection'
import { ServiceAreas } from '@/components/home/ServiceAreas'
import { ServicesSection } from '@/components/home/ServicesSection'
import { Testimonials, TESTIMONIALS_SHOWN } from '@/components/home/Testimonials'
import { guaranteeText } from '@/components/home/facts'
import {
  getFaqs,
  getHiddenAreaSlugs,
  getProducts,
  getPromotion,
  getSiteSettings,
  getTestimonials,
  type ProductView,
} from '@/lib/cms'
import { isPromotionOver } from '@/lib/countdown'
import { formatPenceShort } from '@/lib/format/money'
import { businessJsonLd, JsonLd } from '@/lib/seo/jsonld'

/** The products, or none when the read fails (the products section shows the failure itself). */
const productsOrEmpty = (): Promise<ProductView[]> => getProducts().catch(() => [])

function priceRange(products: ProductView[]): string | undefined {
  if (products.length === 0) return undefined
  const low = Math.min(...products.map((p) => p.startingPrice))
  const high = Math.max(...products.map((p) => p.highPrice ?? p.startingPrice))
  return low === high ? formatPenceShort(low) : `${formatPenceShort(low)}-${formatPenceShort(high)}`
}

export async function generateMetadata(): Promise<Metadata> {
  const [settings, products] = await Promise.all([getSiteSettings(), productsOrEmpty()])
  const from = products.length ? Math.min(...products.map((p) => p.startingPrice)) : null
  const title = `Venetian Blinds Birmingham | Made-to-Measure Wooden & Faux Wood | ${settings.businessName}`
  const description = [
    `Made-to-measure wooden and faux wood venetian blinds in Birmingham${from !== null ? `, from ${formatPenceShort(from)}` : ''}.`,
    `Free home measuring, expert fitting and a ${guaranteeText(settings)}.`,
    `Call ${settings.phonePrimary}.`,
  ].join(' ')
  const image = products.find((p) => p.image)?.image
  const { lat, lng } = settings.geo

  return {
    title: { absolute: title },
    description,
    keywords: [
      'venetian blinds Birmingham',
      'wooden venetian blinds',
      'faux wood venetian blinds',
      'basswood blinds',
      'made to measure blinds Birmingham',
      'blinds fitted Birmingham',
      'free measuring blinds',
      'bay window blinds',
      'Sutton Coldfield blinds',
      'Solihull blinds',
    ],
    alternates: { canonical: '/' },
    robots: { index: true, follow: true },
    openGraph: {
      type: 'website',
      locale: 'en_GB',
      url: '/',
      siteName: settings.businessName,
      title,
      description,
      images: image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] : undefined,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
    other: {
      'geo.region': 'GB-BIR',
      'geo.placename': settings.address.city || 'Birmingham',
      'geo.position': `${lat};${lng}`,
      ICBM: `${lat}, ${lng}`,
    },
  }
}

/**
 * Home. Static: rendered once from the CMS and re-rendered when the owner changes what it shows
 * (cache tags). Interactive parts are small client leaves: header, countdown, tabs, area search, accordions.
 */
export default async function HomePage() {
  const [settings, promotion, products, testimonials, homeFaqs, areaFaqs, hiddenAreaSlugs] = await Promise.all([
    getSiteSettings(),
    getPromotion(),
    productsOrEmpty(),
    getTestimonials().catch(() => []),
    getFaqs('home').catch(() => []),
    getFaqs('areas').catch(() => []),
    getHiddenAreaSlugs().catch(() => [] as string[]),
  ])
  // Off, or already past its end date when this page was rendered (the browser re-checks: the page is static).
  // eslint-disable-next-line react-hooks/purity -- a server render: the moment of rendering is what is checked
  const promotionLive = !isPromotionOver(promotion, Date.now())

  return (
    <>
      <JsonLd
        data={businessJsonLd(settings, {
          products,
          priceRange: priceRange(products),
          // Only real (non-demo) testimonials become review markup; the builder filters the demo ones out.
          reviews: testimonials.slice(0, TESTIMONIALS_SHOWN),
        })}
      />
      <Hero settings={settings} promotion={promotion} promotionLive={promotionLive} products={products} />
      {promotionLive && <FlashSale promotion={promotion} />}
      <ProductsSection settings={settings} promotion={promotion} />
      <ServicesSection settings={settings} />
      <ServiceAreas settings={settings} hiddenSlugs={hiddenAreaSlugs} faqs={areaFaqs} />
      <Testimonials testimonials={testimonials} />
      <BookingCta settings={settings} />
      <ContactSection settings={settings} />
      <FaqSection faqs={homeFaqs} title="Frequently Asked Questions" tone="canvas" />
    </>
  )
}
