import {
  ArrowRight,
  Baby,
  CalendarCheck,
  Droplets,
  Leaf,
  type LucideIcon,
  Phone,
  PoundSterling,
  Ribbon,
  Sofa,
  Sparkles,
  Sun,
  Zap,
} from 'lucide-react'
import Link from 'next/link'

import { BookingCta } from '@/components/pages/BookingCta'
import { FaqSection } from '@/components/pages/FaqSection'
import { PageHero } from '@/components/pages/PageHero'
import { SafeImage } from '@/components/ui/SafeImage'
import { Badge } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button'
import { CheckList } from '@/components/ui/check-list'
import { Section } from '@/components/ui/section'
import type { ProductView, PromotionSettings, SiteSettings } from '@/lib/cms'
import type { FaqView } from '@/lib/cms'
import type { GalleryImage } from '@/lib/cms/collectionGallery'
import { formatPence, formatPenceShort } from '@/lib/format/money'
import { telHref } from '@/lib/format/phone'
import { absoluteUrl, JsonLd } from '@/lib/seo/jsonld'
import { OPTIONS } from '@/lib/services'
import type { CollectionCopy } from './content'

const WHY_ICONS: Record<CollectionCopy['why'][number]['icon'], LucideIcon> = {
  droplets: Droplets,
  sparkles: Sparkles,
  pound: PoundSterling,
  leaf: Leaf,
  sofa: Sofa,
  sun: Sun,
}

const OPTION_ICONS: Record<(typeof OPTIONS)[number]['key'], LucideIcon> = {
  electric: Zap,
  tapes: Ribbon,
  'child-safe': Baby,
}

/** All finishes of the collection's products, once each, in the owner's order. */
export function collectionFinishes(products: ProductView[]) {
  const seen = new Map<string, ProductView['finishes'][number]>()
  for (const p of products) for (const f of p.finishes) if (!seen.has(f.name.toLowerCase())) seen.set(f.name.toLowerCase(), f)
  return [...seen.values()]
}

export function lowestPrice(products: ProductView[]): number | null {
  return products.length ? Math.min(...products.map((p) => p.startingPrice)) : null
}

function productJsonLd(p: ProductView, path: string) {
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

export function CollectionPage({
  copy,
  products,
  promotion,
  settings,
  gallery,
  faqs,
}: {
  copy: CollectionCopy
  products: ProductView[]
  promotion: PromotionSettings
  settings: SiteSettings
  gallery: GalleryImage[]
  faqs: FaqView[]
}) {
  const finishes = collectionFinishes(products)
  const from = lowestPrice(products)
  const heroImage = products.find((p) => p.image)?.image ?? null
  const bundles = promotion.bundles.filter((b) => b.material === copy.material)

  return (
    <>
      <PageHero
        crumbs={[{ name: copy.eyebrow, path: copy.path }]}
        eyebrow={
          <span className="inline-flex items-center gap-2">
            {copy.eyebrow}
            <Badge tone="new">NEW</Badge>
          </span>
        }
        title={copy.h1}
        intro={<p>{copy.intro}</p>}
        image={heroImage}
        actions={
          <>
            <ButtonLink href={copy.bookHref} size="lg">
              <CalendarCheck aria-hidden="true" />
              Book Free Measuring
            </ButtonLink>
            <ButtonLink href={telHref(settings.phonePrimary)} variant="secondary" size="lg">
              <Phone aria-hidden="true" />
              Call {settings.phonePrimary}
            </ButtonLink>
          </>
        }
      >
        <dl className="mt-8 grid max-w-xl grid-cols-3 gap-3 text-center sm:gap-4">
          {from !== null && (
            <div className="rounded-card bg-white/80 px-2 py-3 shadow-card">
              <dt className="text-xs text-muted">Starting from</dt>
              <dd className="font-serif text-xl font-semibold text-navy" data-testid="hero-price">
                {formatPence(from)}
              </dd>
            </div>
          )}
          <div className="rounded-card bg-white/80 px-2 py-3 shadow-card">
            <dt className="text-xs text-muted">Finishes</dt>
            <dd className="font-serif text-xl font-semibold text-navy">{finishes.length}</dd>
          </div>
          <div className="rounded-card bg-white/80 px-2 py-3 shadow-card">
            <dt className="text-xs text-muted">Guarantee</dt>
            <dd className="font-serif text-xl font-semibold text-navy">{settings.guaranteeYears} years</dd>
          </div>
        </dl>
      </PageHero>

      {finishes.length > 0 && (
        <Section tone="white" aria-labelledby="finishes-heading" id="finishes">
          <div className="mb-10 max-w-2xl">
            <p className="eyebrow mb-3">
              {finishes.length} finishes
            </p>
            <h2 id="finishes-heading" className="text-3xl font-semibold md:text-4xl">
              Choose your finish
            </h2>
            <p className="mt-4 text-lg text-muted">
              We bring samples of every finish to your free measuring visit, so you can see them in your own light.
            </p>
          </div>
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3" data-testid="finishes">
            {finishes.map((f) => (
              <li key={f.name} className="overflow-hidden rounded-card border border-line bg-canvas shadow-card">
                <div className="relative aspect-[4/3]" style={{ backgroundColor: f.hex }}>
                  {f.image && (
                    <SafeImage
                      src={f.image.url}
                      alt={f.image.alt}
                      fill
                      sizes="(min-width: 1024px) 360px, 50vw"
                      className="object-cover"
                    />
                  )}
                </div>
                <div className="flex items-center gap-3 p-3 sm:p-4">
                  <span
                    aria-hidden="true"
                    className="size-6 shrink-0 rounded-full border border-line shadow-inner"
                    style={{ backgroundColor: f.hex }}
                  />
                  <span className="font-semibold">{f.name}</span>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section aria-labelledby="prices-heading" id="prices">
        <div className="mb-10 max-w-2xl">
          <p className="eyebrow mb-3">Prices</p>
          <h2 id="prices-heading" className="text-3xl font-semibold md:text-4xl">
            Clear prices, fitted by us
          </h2>
          <p className="mt-4 text-lg text-muted">
            Every blind is made to measure, so your price depends on the size of each window and the options you
            choose. You get a written quote at your free measuring visit, with fitting included.
          </p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          {products.map((p) => (
            <article key={p.id} className="flex flex-col rounded-card bg-white p-6 shadow-card md:p-8" data-testid="collection-product">
              <h3 className="text-2xl font-semibold">{p.name}</h3>
              <p className="mt-3 text-muted">{p.description}</p>
              <p className="mt-5">
                <span className="text-sm text-muted">Starting from </span>
                <span className="font-serif text-3xl font-semibold text-navy" data-testid="product-price">
                  {formatPence(p.startingPrice)}
                </span>
                <span className="text-sm text-muted"> per blind</span>
              </p>
              <CheckList items={p.features} className="mt-5" />
            </article>
          ))}
          {bundles.map((b) => (
            <article
              key={b.title}
              className="relative flex flex-col overflow-hidden rounded-card bg-walnut p-6 text-white shadow-card md:p-8"
              data-testid="bundle-offer"
            >
              <Badge tone="new" className="self-start">
                Bundle offer
              </Badge>
              <h3 className="mt-4 text-2xl font-semibold">{b.title}</h3>
              <p className="mt-4">
                <span className="font-serif text-4xl font-semibold">
                  {b.quantity} for {formatPenceShort(b.pricePence)}
                </span>
              </p>
              {b.description && <p className="mt-3 text-white/85">{b.description}</p>}
              <p className="mt-auto pt-6 text-sm text-white/80">
                <span className="font-semibold text-white">T&amp;Cs apply.</span>{' '}
                {promotion.terms?.replace(/^T&Cs apply\.?\s*/i, '')}
              </p>
              <ButtonLink href={copy.bookHref} variant="light" className="mt-5 self-start">
                Claim the bundle
                <ArrowRight aria-hidden="true" />
              </ButtonLink>
            </article>
          ))}
          {products.length === 0 && (
            <p className="rounded-card bg-white p-6 text-muted shadow-card">
              Prices for this collection are being updated. Call us on {settings.phonePrimary} for a quote.
            </p>
          )}
        </div>
      </Section>

      <Section tone="white" aria-labelledby="why-heading" id="why">
        <div className="grid gap-12 lg:grid-cols-[1fr_20rem]">
          <div>
            <h2 id="why-heading" className="text-3xl font-semibold md:text-4xl">
              {copy.whyTitle}
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-muted">{copy.whyIntro}</p>
            <ul className="mt-10 grid gap-8 md:grid-cols-3">
              {copy.why.map((w) => {
                const Icon = WHY_ICONS[w.icon]
                return (
                  <li key={w.title} className="flex gap-4 md:block">
                    <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-oak-soft text-walnut">
                      <Icon aria-hidden="true" className="size-6" />
                    </span>
                    <div>
                      <h3 className="text-xl font-semibold md:mt-4">{w.title}</h3>
                      <p className="mt-2 text-muted">{w.text}</p>
                    </div>
                  </li>
                )
              })}
            </ul>
          </div>
          <aside aria-labelledby="rooms-heading" className="flex flex-col gap-6">
            <div className="rounded-card bg-oak-soft p-6">
              <h3 id="rooms-heading" className="text-lg font-semibold">
                Best in
              </h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {copy.rooms.map((r) => (
                  <li key={r} className="rounded-full bg-white px-3 py-1 text-sm font-medium text-walnut">
                    {r}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-card border border-line p-6">
              <h3 className="text-lg font-semibold">{copy.other.title}</h3>
              <p className="mt-2 text-sm text-muted">{copy.other.text}</p>
              <Link
                href={copy.other.path}
                className="mt-4 inline-flex items-center gap-1.5 font-semibold text-navy underline-offset-4 hover:underline"
              >
                See the {copy.other.material === 'wooden' ? 'wooden' : 'faux wood'} collection
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </aside>
        </div>
      </Section>

      <Section aria-labelledby="options-heading" id="options">
        <div className="mb-10 max-w-2xl">
          <p className="eyebrow mb-3">Options</p>
          <h2 id="options-heading" className="text-3xl font-semibold md:text-4xl">
            Make them your own
          </h2>
        </div>
        <ul className="grid gap-6 md:grid-cols-3">
          {OPTIONS.map((o) => {
            const Icon = OPTION_ICONS[o.key]
            return (
              <li key={o.key} className="rounded-card bg-white p-6 shadow-card">
                <Icon aria-hidden="true" className="size-7 text-walnut" />
                <h3 className="mt-4 text-xl font-semibold">{o.title}</h3>
                <p className="mt-2 text-muted">{o.text}</p>
                {o.key === 'child-safe' && (
                  <Link
                    href="/services#child-safe"
                    className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-navy underline-offset-4 hover:underline"
                  >
                    About child safety
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                )}
              </li>
            )
          })}
        </ul>
      </Section>

      {gallery.length > 0 && (
        <Section tone="white" aria-labelledby="gallery-heading" id="gallery">
          <div className="mb-10 max-w-2xl">
            <p className="eyebrow mb-3">Gallery</p>
            <h2 id="gallery-heading" className="text-3xl font-semibold md:text-4xl">
              {copy.shortName} blinds at home
            </h2>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery">
            {gallery.map((img, i) => (
              <li
                key={img.url}
                className={i === 0 && gallery.length % 2 === 1 ? 'sm:col-span-2 lg:col-span-2 lg:row-span-2' : undefined}
              >
                <figure className="h-full overflow-hidden rounded-card bg-oak-soft shadow-card">
                  <div className={i === 0 && gallery.length % 2 === 1 ? 'relative aspect-[4/3] lg:h-full lg:aspect-auto' : 'relative aspect-[4/3]'}>
                    <SafeImage
                      src={img.url}
                      alt={img.alt}
                      fill
                      sizes={i === 0 ? '(min-width: 1024px) 760px, 100vw' : '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw'}
                      className="object-cover"
                    />
                  </div>
                  {img.caption && <figcaption className="px-4 py-3 text-sm text-muted">{img.caption}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <FaqSection faqs={faqs} tone={gallery.length > 0 ? 'canvas' : 'white'} title={`${copy.shortName} blinds: your questions`} />

      <BookingCta
        settings={settings}
        href={copy.bookHref}
        title={`Book your free ${copy.materialWord} measuring visit`}
        text={`We'll bring samples of all ${finishes.length} finishes, measure every window and leave you a written quote. No obligation, and fitting usually ${settings.leadTimes.standardInstallMinDays}-${settings.leadTimes.standardInstallMaxDays} days later.`}
      />
      {products.map((p) => (
        <JsonLd key={p.id} data={productJsonLd(p, copy.path)} />
      ))}
    </>
  )
}
