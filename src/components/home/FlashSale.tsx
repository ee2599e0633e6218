import { CalendarCheck } from '@/components/icons'

import { ButtonLink } from '@/components/ui/Button'
import type { PromotionSettings } from '@/lib/cms'
import { BOOKING_HREF } from '@/lib/navigation/siteLinks'
import { Countdown } from './Countdown'
import { countdownTarget } from '@/lib/promotion/countdown'
import { promotionEndText } from '@/lib/format/facts'
import { PromotionGate } from './PromotionGate'

/**
 * Flash-sale banner: '{n}% OFF', the owner's headline, 'Save {n}% on all blinds', the countdown to the owner's end
 * date and the booking button (a free measuring visit: a visitor here has not been measured yet, so never "Book
 * Fitting"). The only place the promotion colour is used at size. Not rendered when the promotion is off; hidden in
 * the browser once its end date passes; without an end date, no countdown and no "ends" line.
 */
export function FlashSale({ promotion }: { promotion: PromotionSettings }) {
  const end = countdownTarget(promotion.endsAt)
  const endText = promotionEndText(promotion)
  return (
    <PromotionGate endsAt={promotion.endsAt}>
      <section aria-labelledby="flash-sale-heading" className="bg-canvas py-6 md:py-8" data-testid="flash-sale">
        <div className="container-page">
          <div className="relative overflow-hidden rounded-2xl border border-promo/15 bg-promo-soft px-5 py-6 md:px-8 md:py-7">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute -right-16 -top-16 size-56 rounded-full bg-promo/[0.06]"
            />
            <div className="relative flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between lg:gap-10">
              <div className="flex items-center gap-4 md:gap-5">
                <p className="grid size-20 shrink-0 place-items-center rounded-full bg-promo text-center font-serif leading-none text-white shadow-card md:size-24">
                  <span>
                    <span className="block text-2xl font-semibold md:text-3xl">{promotion.percentOff}%</span>{' '}
                    <span className="block text-xs font-semibold tracking-[0.2em] md:text-sm">OFF</span>
                  </span>
                </p>
                <div>
                  <p className="text-xs font-bold uppercase tracking-[0.16em] text-promo-dark">{promotion.headline}</p>
                  <h2 id="flash-sale-heading" className="mt-1 text-2xl text-ink md:text-3xl">
                    Save {promotion.percentOff}% on all blinds
                  </h2>
                  <p className="mt-1 text-sm text-muted">{endText ? `Offer ends ${endText}. ` : ''}T&amp;Cs apply.</p>
                </div>
              </div>
              <div className="flex flex-col gap-4 sm:flex-row sm:items-center lg:gap-6">
                {end && <Countdown endsAt={end} />}
                <ButtonLink href={BOOKING_HREF} variant="promo" size="lg" className="shrink-0">
                  <CalendarCheck aria-hidden="true" />
                  Book Free Measuring
                </ButtonLink>
              </div>
            </div>
          </div>
        </div>
      </section>
    </PromotionGate>
  )
}
