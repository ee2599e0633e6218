import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { AreaPageView } from '@/components/areas/AreaPageView'
import { LazyEstimate } from '@/components/estimate/LazyEstimate'
import { AREA_SLUGS } from '@/lib/areas'
import { areaPath } from '@/lib/areas/routes'
import { isAreaIndexable } from '@/lib/areaPages/readIndexing'
import { getAvailability } from '@/lib/booking/readAvailability'
import { loadAreaPage } from './load'

type Props = { params: Promise<{ area: string }> }

/**
 * Every area of the dataset is prerendered at build time (from code, no database). Slugs outside the list answer
 * 404 without rendering anything (so random URLs cannot fill the page cache); a hidden area answers 404 after its
 * override is saved (on-demand revalidation).
 */
export const dynamicParams = false

export function generateStaticParams() {
  return AREA_SLUGS.map((area) => ({ area }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { area: slug } = await params
  const [data, indexable] = await Promise.all([loadAreaPage(slug), isAreaIndexable(slug)])
  if (!data) return { title: '404 Page Not Found', robots: { index: false } }
  const { area, text, settings, images } = data
  const path = areaPath(area.slug)
  const image = images.featured
  return {
    title: { absolute: text.metaTitle },
    description: text.metaDescription,
    keywords: text.keywords,
    alternates: { canonical: path },
    // Below the indexing bar: still served and followed, but kept out of the index (and out of sitemap.xml).
    ...(indexable ? {} : { robots: { index: false, follow: true } }),
    openGraph: {
      type: 'website',
      locale: 'en_GB',
      siteName: settings.businessName,
      url: path,
      title: text.metaTitle,
      description: text.metaDescription,
      images: image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] : undefined,
    },
    twitter: { card: 'summary_large_image', title: text.metaTitle, description: text.metaDescription },
  }
}

export default async function AreaPage({ params }: Props) {
  const { area: slug } = await params
  const [data, availability] = await Promise.all([loadAreaPage(slug), getAvailability()])
  if (!data) notFound()
  return (
    <AreaPageView
      data={data}
      instantBooking={availability.mode === 'instant'}
      estimate={<LazyEstimate idPrefix="quick-estimate" offer="area" />}
    />
  )
}
