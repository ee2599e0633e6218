import { Phone } from '@/components/icons'
import type { ReactNode } from 'react'

import { AboutArea } from '@/components/areas/AboutArea'
import { AreaGallery } from '@/components/areas/AreaGallery'
import { AreaHero } from '@/components/areas/AreaHero'
import { AreaJobs } from '@/components/areas/AreaJobs'
import { Benefits } from '@/components/areas/Benefits'
import { AreaOffer } from '@/components/areas/AreaOffer'
import { LazyAreaBookingForm, LazyInstantBooking } from '@/components/forms/LazyForms'
import { ClosingCta } from '@/components/sections/ClosingCta'
import { FaqList } from '@/components/sections/Faqs'
import { TestimonialList } from '@/components/sections/Testimonials'
import { type AreaPageData, offerFacts, realRating } from '@/lib/areaPages/areaPage'
import { areaPath } from '@/lib/areas/routes'
import { formatPenceShort } from '@/lib/format/money'
import { telHref } from '@/lib/format/phone'
import { absoluteUrl, areaOfferJsonLd, businessJsonLd, JsonLd, priceRangeText } from '@/lib/seo/jsonld'

/**
 * An area page's content (what the layout's main holds), from its loaded data. No I/O, so the same markup can be
 * rendered anywhere, including the uniqueness test that measures every area page.
 */
export function AreaPageView({
  data,
  instantBooking = false,
  estimate,
}: {
  data: AreaPageData
  instantBooking?: boolean
  /** the estimate form for the area offer box (the page renders it: it reads the price list) */
  estimate?: ReactNode
}) {
  const { area, text, settings, promotion, images, testimonials, facts, jobs } = data
  const offer = offerFacts(promotion, settings.leadTimes.responseHours)
  const path = areaPath(area.slug)
  const { pricePence, maxPricePence } = promotion.areaOffer
  const rating = realRating(testimonials)
  const allDemo = testimonials.length > 0 && testimonials.every((t) => t.demo)

  // The breadcrumb trail's JSON-LD comes with the visible trail (AreaHero).
  const businessData = businessJsonLd(settings, {
    areaServed: [{ name: area.name, postcodes: area.postcodes }],
    priceRange: priceRangeText(pricePence, maxPricePence),
    url: absoluteUrl(path),
    offers: [
      areaOfferJsonLd({
        areaName: area.name,
        url: absoluteUrl(path),
        description: `${promotion.areaOffer.blindCount} made-to-measure venetian blinds fitted for ${formatPenceShort(pricePence)}, home survey and installation included.`,
        minPricePence: pricePence,
        maxPricePence,
      }),
    ],
    // No review markup: testimonials the business shows on its own site are self-serving reviews to search engines.
  })

  return (
    <div data-area={area.slug}>
      <JsonLd data={businessData} />

      <AreaHero area={area} h1={text.h1} settings={settings} offer={offer} images={images} />

      <section aria-labelledby="intro-title" className="py-14 md:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:items-start">
          <div data-section="intro">
            <h2 id="intro-title" className="text-3xl font-semibold md:text-4xl">
              Venetian blinds for {area.name} homes
            </h2>
            <div className="mt-6 max-w-2xl space-y-5 text-lg leading-relaxed">
              {text.intro.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <AreaOffer offer={offer} guaranteeYears={settings.guaranteeYears} estimate={estimate} />
        </div>
      </section>

      <Benefits areaName={area.name} items={text.benefits} />

      <AreaJobs areaName={area.name} slug={area.slug} own={jobs.own} nearby={jobs.nearby} />

      <AreaGallery areaName={area.name} images={images.gallery} />

      <AboutArea area={area} facts={facts} showroom={settings.address.locality} />

      <section aria-labelledby="faqs-title" className="py-14 md:py-20" data-section="faqs">
        <div className="container-page max-w-3xl">
          <h2 id="faqs-title" className="text-3xl font-semibold md:text-4xl">
            Questions from {area.name}
          </h2>
          <div className="mt-8">
            <FaqList items={text.faqs} className="overflow-hidden rounded-card border border-line bg-card px-5" />
          </div>
        </div>
      </section>

      <section
        id="booking-form"
        aria-labelledby="booking-title"
        className="scroll-mt-24 bg-oak-soft py-14 md:py-20"
        data-section="booking"
      >
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.3fr]">
          <div>
            <h2 id="booking-title" className="text-3xl font-semibold md:text-4xl">
              Book your free survey in {area.name}
            </h2>
            <p className="mt-4 text-lg text-muted">
              {instantBooking
                ? 'Enter your postcode, pick a free time and your free, no-obligation visit is booked.'
                : `We reply within ${settings.leadTimes.responseHours} hours to arrange a free, no-obligation visit.`}
            </p>
            <p className="mt-6 flex items-center gap-2 text-muted">
              <Phone aria-hidden="true" className="size-4 text-oak" />
              Prefer to talk?{' '}
              <a href={telHref(settings.phonePrimary)} className="font-semibold text-navy underline underline-offset-4">
                {settings.phonePrimary}
              </a>
            </p>
          </div>
          <div className="rounded-card bg-card p-5 shadow-lift md:p-8">
            {instantBooking ? (
              <LazyInstantBooking idPrefix="area-instant" source={path} phone={settings.phonePrimary} />
            ) : (
              <LazyAreaBookingForm areaName={area.name} areaSlug={area.slug} />
            )}
          </div>
        </div>
      </section>

      {testimonials.length > 0 && (
        <section aria-labelledby="reviews-title" className="py-14 md:py-20" data-section="reviews">
          <div className="container-page">
            <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
              <div className="max-w-2xl">
                <h2 id="reviews-title" className="text-3xl font-semibold md:text-4xl">
                  Customer reviews
                </h2>
                {allDemo ? (
                  <p className="mt-3 text-muted">Shown as examples until we publish reviews from real customers.</p>
                ) : rating ? (
                  <p className="mt-3 text-muted" data-testid="real-rating">
                    Rated {rating.average} out of 5 by {rating.count} {rating.count === 1 ? 'customer' : 'customers'}
                  </p>
                ) : null}
              </div>
            </div>
            <TestimonialList items={testimonials} variant="compact" />
          </div>
        </section>
      )}

      <ClosingCta
        settings={settings}
        layout="card"
        title={`Ready for new blinds in ${area.name}?`}
        text={<>Call or e-mail us with your postcode.</>}
        action={null}
        emailSubject={`Venetian blinds in ${area.name}`}
      />
    </div>
  )
}
