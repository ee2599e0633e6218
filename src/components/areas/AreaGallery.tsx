import type { GalleryImageView } from '@/lib/areas/readGallery'
import { GalleryFigure } from './GalleryFigure'

/** The area page's gallery: finishes and rooms from the Media collection; nothing when there are no images. */
export function AreaGallery({ areaName, images }: { areaName: string; images: GalleryImageView[] }) {
  if (images.length === 0) return null
  return (
    <section aria-labelledby="gallery-title" className="py-14 md:py-20" data-section="gallery">
      <div className="container-page">
        <h2 id="gallery-title" className="text-3xl font-semibold md:text-4xl">
          Finishes and rooms
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">Finishes we can bring to your home in {areaName}.</p>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
          {images.map((img) => (
            <li key={img.url} className="h-full">
              <GalleryFigure image={img} sizes="(min-width: 1024px) 270px, 50vw" className="h-full" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
