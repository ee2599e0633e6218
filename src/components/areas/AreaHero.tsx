import { Clock, MapPin, PoundSterling, Ruler } from '@/components/icons'

import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { HeroActions } from '@/components/sections/HeroActions'
import { type Area, postcodeRangeText } from '@/lib/areas'
import type { ArrangedGallery, OfferFacts } from '@/lib/areaPages/areaPage'
import { areaPlaceLine } from '@/lib/areas/regions'
import { areaPath } from '@/lib/areas/routes'
import type { SiteSettings } from '@/lib/cms'
import type { GalleryImageView } from '@/lib/areas/readGallery'
import { GalleryFigure } from './GalleryFigure'

/**
 * The area page's hero: area name, call button, 'Book Free Survey' (scrolls to the form), three highlights, featured
 * image and thumbnails. On phones the words lead: heading, the highlights (the price first) and the buttons, then the
 * description, and the picture after them, narrower, so the first paint is the page's largest element; wide screens
 * keep text beside the picture.
 */
export function AreaHero({
  area,
  h1,
  settings,
  offer,
  images,
}: {
  area: Area
  h1: string
  settings: SiteSettings
  offer: OfferFacts
  images: ArrangedGallery<GalleryImageView>
}) {
  const blinds = offer.blindCount === 1 ? 'fitted blind' : 'fitted blinds'
  const highlights = [
    { icon: PoundSterling, big: offer.price, small: `for ${offer.blindCount} ${blinds}` },
    { icon: Ruler, big: 'FREE', small: 'home survey' },
    { icon: Clock, big: `${offer.responseHours}HR`, small: 'response time' },
  ]
  return (
    <section
      aria-labelledby="area-title"
      className="bg-gradient-to-b from-oak-soft via-canvas to-canvas"
      data-section="hero"
    >
      <div className="container-page grid gap-10 pb-12 pt-6 md:pt-10 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:pb-16">
        <div className="flex flex-col">
          <Breadcrumbs
            items={[
              { name: 'Areas', path: '/areas' },
              { name: area.name, path: areaPath(area.slug) },
            ]}
          />
          <p className="mt-6 flex flex-wrap items-center gap-x-2 text-sm font-semibold uppercase tracking-wider text-walnut">
            <MapPin aria-hidden="true" className="size-4" />
            <span>{postcodeRangeText(area)}</span>
            <span aria-hidden="true">·</span>
            <span>{areaPlaceLine(area)}</span>
          </p>
          <h1 id="area-title" className="mt-3 text-4xl font-semibold text-navy md:text-5xl" data-testid="area-h1">
            {h1}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted max-lg:order-3">{area.description}</p>
          <div className="mt-7 flex flex-col gap-3 max-lg:order-2 sm:flex-row">
            <HeroActions
              action={{ href: '#booking-form', label: 'Book Free Survey' }}
              phone={settings.phonePrimary}
              testIds={{ action: 'hero-book', call: 'hero-call' }}
            />
          </div>
          <ul
            className="mt-8 grid grid-cols-3 gap-2 max-lg:order-1 max-lg:mt-6 sm:gap-3"
            data-section="highlights"
            aria-label="Highlights"
          >
            {highlights.map(({ icon: Icon, big, small }) => (
              <li
                key={small}
                className="flex flex-col items-center rounded-card border border-line bg-card px-2 py-4 text-center shadow-card"
              >
                <Icon aria-hidden="true" className="size-5 text-oak" />
                <span className="mt-1 font-serif text-xl font-semibold text-navy sm:text-2xl">{big}</span>
                <span className="text-xs leading-snug text-muted sm:text-sm">{small}</span>
              </li>
            ))}
          </ul>
        </div>
        {images.featured && (
          <div data-section="featured" className="max-lg:mx-auto max-lg:w-2/3">
            <GalleryFigure image={images.featured} size="lg" eager sizes="(min-width: 1024px) 540px, 67vw" />
            {images.thumbnails.length > 0 && (
              <ul className="mt-3 grid grid-cols-3 gap-3" aria-label="More pictures">
                {images.thumbnails.map((img) => (
                  <li key={img.url}>
                    <GalleryFigure image={img} size="sm" sizes="(min-width: 1024px) 180px, 33vw" />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  )
}
