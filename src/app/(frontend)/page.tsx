import type { Metadata } from 'next'

import { ContactSection } from '@/components/home/ContactSection'
import { FlashSale } from '@/components/home/FlashSale'
import { Hero } from '@/components/home/Hero'
import { ProductsSection } from '@/components/home/ProductsSection'
import { ServiceAreas } from '@/components/home/ServiceAreas'
import { ServicesSection } from '@/components/home/ServicesSection'
import { Testimonials } from '@/components/home/Testimonials'
import { guaranteeText } from '@/lib/format/facts'
import { ClosingCta } from '@/components/sections/ClosingCta'
import { FaqSection } from '@/components/sections/Faqs'
import { LivePreview } from '@/components/preview/LivePreview'
import {
  getFaqs,
  getHomePage,
  getHiddenAreaSlugs,
  getProducts,
  getPromotion,
  getSiteSettings,
  getTestimonials,
  isDraftRequest,
  orFallback,
  type ProductView,
} from '@/lib/cms'
import { fillAll } from '@/lib/format/placeholders'
import { getServices } from '@/lib/services/readServices'
import { isPromotionOver } from '@/lib/promotion/countdown'
import { promotionPeriodText } from '@/lib/format/facts'
import { formatPenceShort } from '@/lib/format/money'
import { BOOKING_HREF } from '@/lib/navigation/siteLinks'
import { leadImage } from '@/lib/products/collection'
import { highestPrice, lowestPrice } from '@/lib/products/prices'
import { businessJsonLd, JsonLd, priceRangeText } from '@/lib/seo/jsonld'

/** The products, or none when the read fails in a render sent to one request (the products section shows it). */
const productsOrEmpty = (): Promise<ProductView[]> => orFallback(getProducts(), () => [])

/** '£79-£350' across the products, for the business markup; none without products. */
function priceRange(products: ProductView[]): string | undefined {
  const low = lowestPrice(products)
  const high = highestPrice(products)
  return low === null || high === null ? undefined : priceRangeText(low, high)
}

export async function generateMetadata(): Promise<Metadata> {
  const [settings, products] = await Promise.all([getSiteSettings(), productsOrEmpty()])
  const from = lowestPrice(products)
  const title = `Venetian Blinds Birmingham | Made-to-Measure Wooden & Faux Wood | ${settings.businessName}`
  const description = [
    `Made-to-measure wooden and faux wood venetian blinds in Birmingham${from !== null ? `, from ${formatPenceShort(from)}` : ''}.`,
    `Free home measuring, expert fitting and a ${guaranteeText(settings)}.`,
    `Call ${settings.phonePrimary}.`,
  ].join(' ')
  const image = leadImage(products)
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
 * In an editor's draft mode it renders per request with the newest draft of its words and refreshes on each save.
 */
export default async function HomePage() {
  const draft = await isDraftRequest()
  const [content, services, settings, promotion, products, testimonials, homeFaqs, areaFaqs, hiddenAreaSlugs] =
    await Promise.all([
      getHomePage(draft),
      getServices(draft),
      getSiteSettings(),
      getPromotion(),
      productsOrEmpty(),
      orFallback(getTestimonials(), () => []),
      orFallback(getFaqs('home'), () => []),
      orFallback(getFaqs('areas'), () => []),
      orFallback(getHiddenAreaSlugs(), (): string[] => []),
    ])
  // Off, or already past its end date when this page was rendered (the browser re-checks: the page is static).
  // eslint-disable-next-line react-hooks/purity -- a server render: the moment of rendering is what is checked
  const renderedAt = Date.now()
  const promotionLive = !isPromotionOver(promotion, renderedAt)
  const words = fillAll(content, settings)

  return (
    <>
      <JsonLd
        data={businessJsonLd(settings, {
          products,
          priceRange: priceRange(products),
          // No Review or AggregateRating markup: reviews a business shows of itself are self-serving to search engines.
        })}
      />
      {draft && <LivePreview />}
      <Hero
        content={words.hero}
        settings={settings}
        promotion={promotion}
        promotionLive={promotionLive}
        offerPeriod={promotionPeriodText(promotion, renderedAt)}
        products={products}
      />
      {promotionLive && <FlashSale promotion={promotion} />}
      <ProductsSection settings={settings} promotion={promotion} heading={words.products} />
      <ServicesSection services={fillAll(services, settings)} heading={words.services} />
      <ServiceAreas settings={settings} hiddenSlugs={hiddenAreaSlugs} faqs={areaFaqs} heading={words.areas} />
      <Testimonials testimonials={testimonials} />
      <ClosingCta
        settings={settings}
        id="booking-section"
        headingId="booking-heading"
        data-testid="booking-section"
        title={words.booking.title}
        text={words.booking.text}
        action={{ href: BOOKING_HREF, label: words.booking.actionLabel }}
        callLine
      />
      <ContactSection settings={settings} heading={words.contact} />
      <FaqSection faqs={homeFaqs} title={words.faqTitle} tone="canvas" />
    </>
  )
}
