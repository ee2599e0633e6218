import type { BreadcrumbList, FAQPage, HomeAndConstructionBusiness, Offer, Product, WithContext } from 'schema-dts'

import type { ProductView, SiteSettings } from '@/lib/cms'
import { env } from '@/lib/platform/env'
import { formatPenceShort } from '@/lib/format/money'
import { openingHoursSpecification } from '@/lib/format/hours'

/** Absolute URL on this site. */
export const absoluteUrl = (path = '/') => `${env.SITE_URL}${path.startsWith('/') ? path : `/${path}`}`

/**
 * The business as schema.org HomeAndConstructionBusiness, from the settings global (one source of truth).
 * No review or rating markup: only real testimonials may ever produce that, never demo entries.
 */
export function businessJsonLd(
  settings: SiteSettings,
  options: {
    areaServed?: { name: string; postcodes?: string[] }[]
    products?: ProductView[]
    priceRange?: string
    url?: string
    /** Further offers, e.g. an area page's offer (areaOfferJsonLd) */
    offers?: Offer[]
  } = {},
): WithContext<HomeAndConstructionBusiness> {
  const { address } = settings
  const productOffers = options.products?.map((p) => ({
    '@type': 'Offer' as const,
    itemOffered: { '@type': 'Product' as const, name: p.name, description: p.description },
    priceSpecification: {
      '@type': 'PriceSpecification' as const,
      priceCurrency: 'GBP',
      minPrice: p.startingPrice / 100,
      ...(p.highPrice ? { maxPrice: p.highPrice / 100 } : {}),
    },
  }))
  const offers = [...(productOffers ?? []), ...(options.offers ?? [])]
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': absoluteUrl('/#business'),
    name: settings.businessName,
    legalName: settings.legalName || undefined,
    description: settings.tagline,
    url: options.url ?? absoluteUrl('/'),
    telephone: settings.phonePrimary,
    email: settings.email,
    foundingDate: settings.foundedYear ? String(settings.foundedYear) : undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: 'West Midlands',
      postalCode: address.postcode,
      addressCountry: 'GB',
    },
    geo: { '@type': 'GeoCoordinates', latitude: settings.geo.lat, longitude: settings.geo.lng },
    openingHoursSpecification: openingHoursSpecification(settings.openingHours),
    sameAs: settings.socialLinks.map((s) => s.url),
    priceRange: options.priceRange,
    areaServed: options.areaServed?.length
      ? options.areaServed.map((a) => ({ '@type': 'Place' as const, name: a.name }))
      : {
          '@type': 'GeoCircle',
          geoMidpoint: { '@type': 'GeoCoordinates', latitude: settings.geo.lat, longitude: settings.geo.lng },
          geoRadius: String(settings.serviceRadiusKm * 1000),
        },
    makesOffer: offers.length ? offers : undefined,
  }
}

/** '£150-£500' from pence. */
export const priceRangeText = (minPence: number, maxPence: number) =>
  maxPence > minPence ? `${formatPenceShort(minPence)}-${formatPenceShort(maxPence)}` : formatPenceShort(minPence)

/**
 * An area page's offer (a price range such as £150-£500), from the promotion global's areaOffer:
 * fitted made-to-measure blinds in that area, priced from the offer price up to its upper bound.
 */
export function areaOfferJsonLd(options: {
  areaName: string
  url: string
  description: string
  minPricePence: number
  maxPricePence: number
}): Offer {
  return {
    '@type': 'Offer',
    name: `Made-to-measure venetian blinds, fitted in ${options.areaName}`,
    description: options.description,
    url: options.url,
    priceCurrency: 'GBP',
    price: options.minPricePence / 100,
    priceSpecification: {
      '@type': 'PriceSpecification',
      priceCurrency: 'GBP',
      minPrice: options.minPricePence / 100,
      maxPrice: Math.max(options.minPricePence, options.maxPricePence) / 100,
    },
    areaServed: { '@type': 'Place', name: options.areaName },
    availability: 'https://schema.org/InStock',
    itemOffered: {
      '@type': 'Service',
      name: 'Venetian blinds measured, made and fitted',
      serviceType: 'Venetian blind installation',
      areaServed: { '@type': 'Place', name: options.areaName },
    },
    seller: { '@id': absoluteUrl('/#business') },
  }
}

/** One product of a collection page: its material, finishes as colours, and its price range as an AggregateOffer. */
export function productJsonLd(p: ProductView, path: string): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    image: p.image ? absoluteUrl(p.image.url) : undefined,
    url: absoluteUrl(path),
    material: p.type === 'wooden' ? 'Basswood' : 'PVC (faux wood)',
    color: p.finishes.map((f) => f.name).join(', ') || undefined,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'GBP',
      lowPrice: (p.startingPrice / 100).toFixed(2),
      ...(p.highPrice ? { highPrice: (p.highPrice / 100).toFixed(2) } : {}),
      availability: 'https://schema.org/InStock',
    },
  }
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  }
}

/** A page's questions and answers, as shown in its FAQ section. */
export function faqPageJsonLd(faqs: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  }
}

/** Serialise for a <script> tag: `<` is escaped so CMS text can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
