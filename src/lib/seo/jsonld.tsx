import type { BreadcrumbList, HomeAndConstructionBusiness, WithContext } from 'schema-dts'

import type { ProductView, SiteSettings } from '@/lib/cms'
import { env } from '@/lib/env'
import { openingHoursSpecification } from '@/lib/format/hours'

/** Absolute URL on this site. */
export const absoluteUrl = (path = '/') => `${env.SITE_URL}${path.startsWith('/') ? path : `/${path}`}`

/**
 * The business as schema.org HomeAndConstructionBusiness, from the settings global (one source of truth).
 * No review or rating markup: only real testimonials may ever produce that (brief decision 5).
 */
export function businessJsonLd(
  settings: SiteSettings,
  options: {
    areaServed?: { name: string; postcodes?: string[] }[]
    products?: ProductView[]
    priceRange?: string
    url?: string
  } = {},
): WithContext<HomeAndConstructionBusiness> {
  const { address } = settings
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
    makesOffer: options.products?.map((p) => ({
      '@type': 'Offer' as const,
      itemOffered: { '@type': 'Product' as const, name: p.name, description: p.description },
      priceSpecification: {
        '@type': 'PriceSpecification' as const,
        priceCurrency: 'GBP',
        minPrice: p.startingPrice / 100,
        ...(p.highPrice ? { maxPrice: p.highPrice / 100 } : {}),
      },
    })),
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

/** Serialise for a <script> tag: `<` is escaped so CMS text can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
