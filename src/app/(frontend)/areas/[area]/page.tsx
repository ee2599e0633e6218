import { Phone } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { AboutArea } from '@/components/areas/AboutArea'
import { AreaGallery } from '@/components/areas/AreaGallery'
import { AreaHero } from '@/components/areas/AreaHero'
import { Benefits } from '@/components/areas/Benefits'
import { QuickQuote } from '@/components/areas/QuickQuote'
import { LazyAreaBookingForm } from '@/components/forms/LazyForms'
import { ClosingCta } from '@/components/sections/ClosingCta'
import { FaqList } from '@/components/sections/Faqs'
import { TestimonialList } from '@/components/sections/Testimonials'
import { AREA_SLUGS } from '@/lib/areas'
import { offerFacts, realRating } from '@/lib/areas/page'
import { areaPath } from '@/lib/areas/routes'
import { formatPenceShort } from '@/lib/format/money'
import { telHref } from '@/lib/format/phone'
import { absoluteUrl, areaOfferJsonLd, businessJsonLd, JsonLd, priceRangeText } from '@/lib/seo/jsonld'
import { loadAreaPage } from './load'

type Props = { params: Promise<{ area: string }> }

/**
 * Every area of the dataset is prerendered at build time (from code, no database). Slugs outside the list answer
 * 404 without rendering anything (so random URLs cannot fill the page cache); a hidden area answers 404 after its
 * override is saved (on-demand revalidation).
 */
export const dynamicParams = false

export function generateStaticParams() {
  return AREA_SLUGS.map((area) => ({ area }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { area: slug } = await params
  const data = await loadAreaPage(slug)
  if (!data) return { title: '404 Page Not Found', robots: { index: false } }
  const { area, text, settings, images } = data
  const path = areaPath(area.slug)
  const image = images.featured
  return {
    title: { absolute: text.metaTitle },
    description: text.metaDescription,
    keywords: text.keywords,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale: 'en_GB',
      siteName: settings.businessName,
      url: path,
      title: text.metaTitle,
      description: text.metaDescription,
      images: image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] : undefined,
    },
    twitter: { card: 'summary_large_image', title: text.metaTitle, description: text.metaDescription },
  }
}

export default async function AreaPage({ params }: Props) {
  const { area: slug } = await params
  const data = await loadAreaPage(slug)
  if (!data) notFound()

  const { area, text, settings, promotion, images, testimonials, nearby } = data
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
    reviews: testimonials,
  })

  return (
    <div data-area={area.slug}>
      <JsonLd data={businessData} />

      <AreaHero
        area={area}
        h1={text.h1}
        settings={settings}
        offer={offer}
        images={images}
        travelMinutes={text.travelMinutes}
      />

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
          <QuickQuote offer={offer} guaranteeYears={settings.guaranteeYears} />
        </div>
      </section>

      <Benefits areaName={area.name} items={text.benefits} />

      <AreaGallery areaName={area.name} images={images.gallery} />

      <AboutArea area={area} travelMinutes={text.travelMinutes} showroom={settings.address.locality} nearby={nearby} />

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
              Tell us a little about your windows. We reply within {settings.leadTimes.responseHours} hours to arrange a
              visit at a time that suits you. The survey is free and there is no obligation.
            </p>
            <ol className="mt-6 space-y-3">
              {[
                'We call you to arrange a time',
                'We measure every window for free and bring samples',
                'You get a written, no-obligation quote',
                'Our own fitters install your blinds',
              ].map((step, i) => (
                <li key={step} className="flex items-start gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-navy text-sm font-semibold text-white"
                  >
                    {i + 1}
                  </span>
                  <span className="pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
            <p className="mt-6 flex items-center gap-2 text-muted">
              <Phone aria-hidden="true" className="size-4 text-oak" />
              Prefer to talk?{' '}
              <a href={telHref(settings.phonePrimary)} className="font-semibold text-navy underline underline-offset-4">
                {settings.phonePrimary}
              </a>
            </p>
          </div>
          <div className="rounded-card bg-card p-5 shadow-lift md:p-8">
            <LazyAreaBookingForm areaName={area.name} areaSlug={area.slug} />
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
        text={
          <>
            Call us or send an e-mail with your postcode and the windows you have in mind. We&apos;ll reply within{' '}
            {settings.leadTimes.responseHours} hours.
          </>
        }
        action={null}
        emailSubject={`Venetian blinds in ${area.name}`}
      />
    </div>
  )
}
