import { SafeImage } from '@/components/ui/SafeImage'
import type { GalleryImageView } from '@/lib/areas/readGallery'
import { cn } from '@/lib/platform/cn'

/** One gallery picture with its collection (finish and material) and description. */
export function GalleryFigure({
  image,
  sizes,
  size = 'md',
  eager = false,
  className,
}: {
  image: GalleryImageView
  sizes: string
  size?: 'lg' | 'md' | 'sm'
  eager?: boolean
  className?: string
}) {
  return (
    <figure className={cn('overflow-hidden rounded-card bg-card shadow-card', className)} data-testid="gallery-image">
      <div className="relative aspect-[4/3] bg-oak-soft">
        <SafeImage
          src={image.url}
          alt={image.alt}
          fill
          sizes={sizes}
          className="object-cover"
          {...(eager ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {})}
        />
      </div>
      <figcaption className={cn('space-y-0.5', size === 'lg' ? 'p-4' : size === 'md' ? 'p-3' : 'p-2')}>
        <span className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-walnut">
          {image.swatch && (
            <span
              aria-hidden="true"
              className="inline-block size-3 shrink-0 rounded-full border border-line"
              style={{ backgroundColor: image.swatch }}
            />
          )}
          {size === 'sm' ? (
            <>
              {/* Thumbnails are small: the finish name shows, the full collection is read out. */}
              <span aria-hidden="true" className="truncate">
                {image.finish ?? image.collection}
              </span>
              <span className="sr-only" data-testid="gallery-collection">
                {image.collection}
              </span>
            </>
          ) : (
            <span data-testid="gallery-collection">{image.collection}</span>
          )}
        </span>
        <span
          className={cn('block text-muted', size === 'lg' ? 'text-sm' : 'text-xs', size === 'sm' && 'sr-only')}
          data-testid="gallery-description"
        >
          {image.description}
        </span>
      </figcaption>
    </figure>
  )
}
