import { BadgePercent, CalendarCheck, Check, Phone, Ruler, ShieldCheck, Timer, Wrench } from '@/components/icons'

import { ButtonLink } from '@/components/ui/Button'
import type { HomePageView, ProductView, PromotionSettings, SiteSettings } from '@/lib/cms'
import { telHref } from '@/lib/format/phone'
import { BOOKING_HREF } from '@/lib/navigation/siteLinks'
import { fastTrackText } from '@/lib/format/facts'
import { PromotionGate } from './PromotionGate'
import { Showcase } from './Showcase'

/**
 * Hero: headline, the four benefits, call and booking buttons, the offer note and the two-tab showcase.
 * The words are the home-page global's (placeholders already filled).
 */
const BENEFIT_ICONS = [Ruler, Wrench, ShieldCheck, Timer]

export function Hero({
  content,
  settings,
  promotion,
  promotionLive,
  offerPeriod,
  products,
}: {
  content: HomePageView['hero']
  settings: SiteSettings
  promotion: PromotionSettings
  promotionLive: boolean
  /** When the sale runs ('This Week', 'until Sunday 6 December', or '' without an end date): `promotionPeriodText` */
  offerPeriod: string
  products: ProductView[]
}) {
  const benefits = content.benefits.map((b, i) => ({ icon: BENEFIT_ICONS[i % BENEFIT_ICONS.length], text: b.text }))

  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden" data-testid="hero">
      <div
        aria-hidden="true"
        className="slats absolute inset-y-0 right-0 hidden w-[55%] [mask-image:linear-gradient(to_right,transparent,black_40%)] lg:block"
      />
      <div className="container-page relative grid gap-10 pb-14 pt-8 md:pt-12 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-14 lg:pb-20 lg:pt-14">
        <div className="min-w-0">
          <p className="eyebrow">{content.eyebrow}</p>
          <h1 id="hero-heading" className="mt-4 text-display text-ink md:text-display-lg">
            {content.headline}
            {content.headlineHighlight && (
              <>
                {' '}
                <span className="text-navy">{content.headlineHighlight}</span>
              </>
            )}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted">{content.intro}</p>

          <ul className="mt-7 grid gap-3 sm:grid-cols-2" aria-label="Why choose us">
            {benefits.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-[0.9375rem] font-medium text-ink">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-oak-soft text-walnut">
                  <Icon className="size-[1.125rem]" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={telHref(settings.phonePrimary)} size="lg">
              <Phone aria-hidden="true" />
              {content.callLabel}
            </ButtonLink>
            <ButtonLink href={BOOKING_HREF} size="lg" variant="secondary">
              <CalendarCheck aria-hidden="true" />
              {content.bookLabel}
            </ButtonLink>
          </div>

          {promotionLive && (
            <PromotionGate endsAt={promotion.endsAt}>
              <div
                className="mt-7 flex gap-3 rounded-card border border-promo/20 bg-promo-soft p-4"
                data-testid="offer-note"
              >
                <BadgePercent className="mt-0.5 size-5 shrink-0 text-promo" aria-hidden="true" />
                <div className="text-sm">
                  <p className="font-semibold text-promo-dark">
                    {promotion.endsAt ? 'Limited Time Offer - ' : ''}
                    {promotion.percentOff}% Off All Orders {offerPeriod}
                  </p>
                  {promotion.terms && <p className="mt-1 text-muted">{promotion.terms}</p>}
                  <p className="mt-1 flex items-center gap-1.5 text-muted">
                    <Check className="size-3.5 shrink-0 text-success" aria-hidden="true" />
                    Fast-track fitting within {fastTrackText(settings)} available for an extra fee.
                  </p>
                </div>
              </div>
            </PromotionGate>
          )}
        </div>

        <Showcase products={products} />
      </div>
    </section>
  )
}
