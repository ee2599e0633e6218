import {
  CalendarCheck,
  Check,
  CircleCheck,
  Clock,
  House,
  Landmark,
  MapPin,
  Navigation,
  Phone,
  PoundSterling,
  Ruler,
  ShieldCheck,
} from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { ButtonLink } from '@/components/ui/button'
import type { Area } from '@/lib/areas'
import { postcodeRangeText } from '@/lib/areas'
import type { ArrangedGallery } from '@/lib/areas/page'
import { areaPath } from '@/lib/areas/routes'
import type { SiteSettings } from '@/lib/cms'
import type { GalleryImageView } from '@/lib/cms/gallery'
import { formatPenceShort } from '@/lib/format/money'
import { telHref } from '@/lib/format/phone'
import { Breadcrumbs } from './Breadcrumbs'
import { GalleryFigure } from './GalleryFigure'

const REGION_NAMES: Record<Area['type'], string> = {
  central: 'Central Birmingham',
  north: 'North Birmingham',
  south: 'South Birmingham',
  east: 'East Birmingham',
  west: 'West Birmingham',
}

/** 'Suburb in South Birmingham', 'Town, Solihull borough' */
export function areaPlaceLine(area: Area): string {
  if (area.region === 'solihull') return `${area.kind}, Solihull borough`
  return area.kind === 'City centre' ? REGION_NAMES[area.type] : `${area.kind} · ${REGION_NAMES[area.type]}`
}

export interface OfferFacts {
  price: string
  blindCount: number
  responseHours: number
}

/** Seed 2.5 hero: area name, call button, 'Book Free Survey' (scrolls to the form), three highlights, featured image. */
export function AreaHero({
  area,
  h1,
  settings,
  offer,
  images,
  travelMinutes,
}: {
  area: Area
  h1: string
  settings: SiteSettings
  offer: OfferFacts
  images: ArrangedGallery<GalleryImageView>
  /** Estimated drive from the showroom (generator) */
  travelMinutes: number
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
              { name: 'Home', path: '/' },
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
          <p className="mt-4 max-w-xl text-lg text-muted">{area.description}</p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="#booking-form" size="lg" data-testid="hero-book">
              <CalendarCheck aria-hidden="true" /> Book Free Survey
            </ButtonLink>
            <ButtonLink href={telHref(settings.phonePrimary)} variant="secondary" size="lg" data-testid="hero-call">
              <Phone aria-hidden="true" /> Call {settings.phonePrimary}
            </ButtonLink>
          </div>
          <ul className="mt-8 grid grid-cols-3 gap-2 sm:gap-3" data-section="highlights" aria-label="Highlights">
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
          <ul className="mt-6 space-y-2 text-sm text-muted">
            <li className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-oak" />
              {settings.guaranteeYears}-year guarantee on every blind we fit
            </li>
            <li className="flex items-center gap-2">
              <Navigation aria-hidden="true" className="size-4 shrink-0 text-oak" />
              About {travelMinutes} minutes from our {settings.address.locality} showroom
            </li>
          </ul>
        </div>
        {images.featured && (
          <div data-section="featured">
            <GalleryFigure
              image={images.featured}
              size="lg"
              eager
              sizes="(min-width: 1024px) 540px, (min-width: 768px) 90vw, 100vw"
            />
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

/** Seed 2.5 'Quick Quote': the area offer with everything it includes and the total. */
export function QuickQuote({ offer, guaranteeYears }: { offer: OfferFacts; guaranteeYears: number }) {
  const rows = [
    { label: `${offer.blindCount} fitted venetian ${offer.blindCount === 1 ? 'blind' : 'blinds'}`, value: offer.price },
    { label: 'Free home survey', value: 'Included' },
    { label: 'Professional installation', value: 'Included' },
  ]
  return (
    <aside
      aria-labelledby="quick-quote-title"
      className="rounded-card border border-oak/40 bg-card p-6 shadow-lift lg:sticky lg:top-28"
      data-section="quick-quote"
    >
      <p className="eyebrow">Area offer</p>
      <h2 id="quick-quote-title" className="mt-1 text-2xl font-semibold text-navy">
        Quick Quote
      </h2>
      <dl className="mt-5 divide-y divide-line">
        {rows.map((r) => (
          <div key={r.label} className="flex items-baseline justify-between gap-4 py-3">
            <dt className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
              {r.label}
            </dt>
            <dd className="font-semibold text-ink">{r.value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 pt-4">
          <dt className="text-lg font-semibold">Total</dt>
          <dd className="font-serif text-3xl font-semibold text-navy" data-testid="quick-quote-total">
            {offer.price}
          </dd>
        </div>
      </dl>
      <p className="mt-3 flex items-center gap-2 text-sm text-muted">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-oak" />
        {guaranteeYears}-year guarantee on every blind
      </p>
      <ButtonLink href="#booking-form" className="mt-5 w-full">
        <CalendarCheck aria-hidden="true" /> Book Free Survey
      </ButtonLink>
      <p className="mt-3 text-center text-xs text-muted">More windows? We measure first and quote with no obligation.</p>
    </aside>
  )
}

export function Benefits({ areaName, items }: { areaName: string; items: string[] }) {
  return (
    <section aria-labelledby="benefits-title" className="bg-white py-14 md:py-20" data-section="benefits">
      <div className="container-page">
        <h2 id="benefits-title" className="text-3xl font-semibold md:text-4xl">
          Why homeowners in {areaName} choose us
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((b) => (
            <li key={b} className="flex gap-3 rounded-card bg-canvas p-5">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-oak" />
              <span>{b}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function Gallery({ areaName, images }: { areaName: string; images: GalleryImageView[] }) {
  if (images.length === 0) return null
  return (
    <section aria-labelledby="gallery-title" className="py-14 md:py-20" data-section="gallery">
      <div className="container-page">
        <h2 id="gallery-title" className="text-3xl font-semibold md:text-4xl">
          Finishes and rooms
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">
          Real wood and faux wood finishes we can bring to your home in {areaName}, so you can see them in your own light.
        </p>
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

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-semibold uppercase tracking-wide text-walnut">
        <span className="text-oak">{icon}</span>
        {term}
      </dt>
      <dd className="mt-0.5 pl-8">{children}</dd>
    </div>
  )
}

/** Seed 2.5 'About' block, plus the drive from the showroom and the neighbouring area pages. */
export function AboutArea({
  area,
  travelMinutes,
  showroom,
  nearby,
}: {
  area: Area
  travelMinutes: number
  showroom: string
  nearby: Area[]
}) {
  const propertyTypes = area.propertyTypes.length > 0 ? area.propertyTypes.join(', ') : 'All property types'
  return (
    <section aria-labelledby="about-title" className="bg-white py-14 md:py-20" data-section="about">
      <div className="container-page grid gap-10 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <h2 id="about-title" className="text-3xl font-semibold md:text-4xl">
            About {area.name}
          </h2>
          <p className="mt-4 text-lg text-muted">{area.description}</p>
          <dl className="mt-8 grid gap-6 sm:grid-cols-2">
            <Fact icon={<MapPin aria-hidden="true" className="size-5" />} term="Postcodes">
              {area.postcodes.join(', ')}
            </Fact>
            <Fact icon={<House aria-hidden="true" className="size-5" />} term="Property types">
              <span className="first-letter:uppercase">{propertyTypes}</span>
            </Fact>
            {area.landmarks.length > 0 && (
              <Fact icon={<Landmark aria-hidden="true" className="size-5" />} term="Local landmarks">
                {area.landmarks.join(', ')}
              </Fact>
            )}
            <Fact icon={<Clock aria-hidden="true" className="size-5" />} term="From our showroom">
              About {travelMinutes} minutes by road from {showroom}
            </Fact>
          </dl>
        </div>
        {nearby.length > 0 && (
          <nav aria-labelledby="nearby-title" className="self-start rounded-card bg-canvas p-6">
            <h3 id="nearby-title" className="text-xl font-semibold">
              Nearby areas we cover
            </h3>
            <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2">
              {nearby.map((a) => (
                <li key={a.slug}>
                  <Link
                    href={areaPath(a.slug)}
                    className="text-navy underline decoration-oak/50 underline-offset-4 hover:decoration-navy"
                  >
                    {a.name}
                  </Link>
                  <span className="ml-1 text-xs text-muted">{postcodeRangeText(a)}</span>
                </li>
              ))}
            </ul>
            <Link href="/areas" className="mt-5 inline-block text-sm font-semibold text-navy hover:underline">
              All areas we cover →
            </Link>
          </nav>
        )}
      </div>
    </section>
  )
}

/** Offer facts as shown, from the promotion global. */
export function offerFacts(promotion: { areaOffer: { pricePence: number; blindCount: number } }, responseHours: number): OfferFacts {
  return {
    price: formatPenceShort(promotion.areaOffer.pricePence),
    blindCount: promotion.areaOffer.blindCount,
    responseHours,
  }
}
