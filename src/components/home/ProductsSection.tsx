import { ArrowRight, Layers, MessageSquareQuote, Ruler, Scissors, Timer, Zap } from '@/components/icons'
import { IntentLink } from '@/components/ui/IntentLink'

import { collectionHref } from '@/components/products/ProductCard'
import { ProductGrid } from '@/components/products/ProductGrid'
import { Badge } from '@/components/ui/Badge'
import { ButtonLink } from '@/components/ui/Button'
import { Section, SectionHeading } from '@/components/ui/Section'
import {
  getProducts,
  orFallback,
  type ProductView,
  type PromotionSettings,
  type SectionWords,
  type SiteSettings,
} from '@/lib/cms'
import { formatPenceShort } from '@/lib/format/money'
import { BOOKING_HREF } from '@/lib/navigation/siteLinks'
import { fastTrackText } from '@/lib/format/facts'

/**
 * Reads the products for the grid. The home page is static (rendered at build and again when a product changes),
 * so the products are always there when it is served: no loading state. A Suspense skeleton here only made React
 * hide the finished cards in the HTML until a script revealed them (and forever without JavaScript).
 */
async function ProductsFromCms() {
  const products = await orFallback<ProductView[] | Error>(getProducts(), (error) => {
    console.error('[home] products could not be read', error)
    return error instanceof Error ? error : new Error(String(error))
  })
  return <ProductGrid products={products} />
}

function Bundles({ promotion }: { promotion: PromotionSettings }) {
  if (promotion.bundles.length === 0) return null
  return (
    <div className="mt-12 grid gap-6 md:grid-cols-2" data-testid="bundles">
      {promotion.bundles.map((bundle) => {
        const type = bundle.material === 'wooden' ? 'wooden' : 'faux-wood'
        return (
          <article
            key={`${bundle.material}-${bundle.title}`}
            className="relative flex flex-col overflow-hidden rounded-card border border-oak/25 bg-oak-soft p-6 md:p-7"
          >
            <div
              aria-hidden="true"
              className="slats pointer-events-none absolute inset-y-0 right-0 w-1/2 [mask-image:linear-gradient(to_right,transparent,black)]"
            />
            <div className="relative flex flex-1 flex-col">
              <Badge tone="outline" className="self-start border-oak/30 bg-white/70 text-walnut">
                Bundle offer
              </Badge>
              <h3 className="mt-3 text-2xl text-ink">{bundle.title}</h3>
              <p className="mt-2 flex items-baseline gap-2">
                <span className="font-serif text-4xl font-semibold text-walnut">
                  {formatPenceShort(bundle.pricePence)}
                </span>
                <span className="text-sm text-muted">
                  for {bundle.quantity} {bundle.quantity === 1 ? 'blind' : 'blinds'}
                </span>
              </p>
              {bundle.description && <p className="mt-3 max-w-md text-[0.9375rem] text-muted">{bundle.description}</p>}
              <p className="mt-2 text-xs text-muted">T&amp;Cs apply.</p>
              <div className="mt-5 flex flex-wrap gap-2.5">
                <ButtonLink href={`${BOOKING_HREF}/${type}`} variant="wood">
                  Book Free Measuring
                </ButtonLink>
                <ButtonLink href={collectionHref(type)} variant="ghost" className="text-walnut hover:bg-white/60">
                  View Collection <ArrowRight aria-hidden="true" />
                </ButtonLink>
              </div>
            </div>
          </article>
        )
      })}
    </div>
  )
}

function FeaturesPanel({ settings }: { settings: SiteSettings }) {
  const items = [
    {
      icon: Timer,
      title: 'Fast Track Service',
      text: `Fitted within ${fastTrackText(settings)} of measuring, for an extra fee.`,
    },
    { icon: Zap, title: 'Electric Operation', text: 'Raise, lower and tilt your blinds at the touch of a button.' },
    { icon: Scissors, title: 'Decorative Tapes', text: 'Cloth ladder tapes in colours chosen to suit your room.' },
    {
      icon: Layers,
      title: 'Bay Window Specialist',
      text: 'Angled and box bays measured and fitted so every blind lines up.',
    },
    {
      icon: Ruler,
      title: 'Free Measuring Service',
      text: 'We measure every window in your home, free and without obligation.',
    },
  ]
  return (
    <div className="card mt-12 p-6 md:p-8" data-testid="features-panel">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="eyebrow">Extras</p>
          <h3 className="mt-2 text-2xl text-ink md:text-3xl">Premium Features &amp; Services</h3>
        </div>
        <ButtonLink href="#contact" variant="secondary" className="self-start lg:self-auto">
          <MessageSquareQuote aria-hidden="true" />
          Request a Custom Quote
        </ButtonLink>
      </div>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-5">
        {items.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <IntentLink
              href={BOOKING_HREF}
              className="group flex h-full flex-col rounded-lg border border-line bg-canvas p-4 transition-colors hover:border-oak/40 hover:bg-oak-soft/60"
            >
              <span className="grid size-10 place-items-center rounded-full bg-white text-walnut shadow-card">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="mt-3 font-semibold text-ink group-hover:text-navy">{title}</span>
              <span className="mt-1 text-sm text-muted">{text}</span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Products section: the cards from the CMS, two bundle offers and the premium features panel. */
export function ProductsSection({
  settings,
  promotion,
  heading,
}: {
  settings: SiteSettings
  promotion: PromotionSettings
  /** The section's eyebrow, title and intro: the home page's words */
  heading: SectionWords
}) {
  return (
    <Section id="products" aria-labelledby="products-heading" tone="canvas" data-testid="products-section">
      <SectionHeading id="products-heading" {...heading} />
      <ProductsFromCms />
      <Bundles promotion={promotion} />
      <FeaturesPanel settings={settings} />
    </Section>
  )
}
