import { SafeImage } from '@/components/ui/SafeImage'
import { Section } from '@/components/ui/Section'
import type { GalleryImage } from '@/lib/cms/collectionGallery'

/**
 * The collection's pictures at home. With an odd count the first picture spans two columns (and two rows on wide
 * screens), so the grid has no gap. Nothing when there are no pictures.
 */
export function CollectionGallery({ shortName, images }: { shortName: string; images: GalleryImage[] }) {
  if (images.length === 0) return null
  const wideFirst = images.length % 2 === 1
  return (
    <Section tone="white" aria-labelledby="gallery-heading" id="gallery">
      <div className="mb-10 max-w-2xl">
        <p className="eyebrow mb-3">Gallery</p>
        <h2 id="gallery-heading" className="text-3xl font-semibold md:text-4xl">
          {shortName} blinds at home
        </h2>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery">
        {images.map((img, i) => {
          const wide = i === 0 && wideFirst
          return (
            <li key={img.url} className={wide ? 'sm:col-span-2 lg:col-span-2 lg:row-span-2' : undefined}>
              <figure className="h-full overflow-hidden rounded-card bg-oak-soft shadow-card">
                <div className={wide ? 'relative aspect-[4/3] lg:h-full lg:aspect-auto' : 'relative aspect-[4/3]'}>
                  <SafeImage
                    src={img.url}
                    alt={img.alt}
                    fill
                    sizes={
                      i === 0
                        ? '(min-width: 1024px) 760px, 100vw'
                        : '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw'
                    }
                    className="object-cover"
                  />
                </div>
                {img.caption && <figcaption className="px-4 py-3 text-sm text-muted">{img.caption}</figcaption>}
              </figure>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
