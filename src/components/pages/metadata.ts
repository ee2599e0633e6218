import type { Metadata } from 'next'

import { getProducts, type ImageView, type SiteSettings } from '@/lib/cms'
import { leadImage } from '@/lib/products/collection'
import { truncateDescription } from '@/lib/format/description'

/** The picture shared when a page has none of its own: the first product's artwork (or the owner's photo). */
export async function defaultShareImage(): Promise<ImageView | null> {
  return leadImage(await getProducts())
}

/**
 * Title, description, canonical link and Open Graph / Twitter tags for one public page.
 * The title is absolute ("Page | Business"), so a title template in a parent layout can never double the suffix.
 */
export function pageMetadata(
  settings: SiteSettings,
  page: { title: string; description: string; path: string; image?: ImageView | null },
): Metadata {
  const title = `${page.title} | ${settings.businessName}`
  const description = truncateDescription(page.description)
  const images = page.image
    ? [{ url: page.image.url, width: page.image.width, height: page.image.height, alt: page.image.alt }]
    : undefined
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: page.path },
    robots: { index: true, follow: true },
    openGraph: {
      type: 'website',
      locale: 'en_GB',
      siteName: settings.businessName,
      title,
      description,
      url: page.path,
      images,
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images },
  }
}
