import type { CoverageIndex } from '@/lib/areas/coverage'
import type { BlindType } from '@/content/leadOptions'
import { AreaBookingFormIsland } from './AreaBookingFormIsland'
import { areaBookingDefaults, AreaBookingFormView } from './AreaBookingFormView'
import { staticBind } from './binding'
import { BookingFormIsland } from './BookingFormIsland'
import { bookingDefaults, BookingFormView } from './BookingFormView'
import { ContactFormIsland } from './ContactFormIsland'
import { contactDefaults, ContactFormView } from './ContactFormView'
import { InstantBookingIsland } from './InstantBookingIsland'
import { InstantPostcodeForm, RequestInstead } from './InstantBookingView'

/*
 * The lead forms as pages use them (server components). Each renders the form's markup on the server with a plain
 * binder (name and default value only), so the HTML holds a complete form that posts without JavaScript, and wraps
 * it in a small client island that swaps in the interactive form (react-hook-form + zod, a chunk of its own) once
 * the visitor starts using it (focus, touch, key or submit), never merely because it is on screen. react-hook-form
 * and zod are in no page's first load.
 */

/** Contact section (home) and /contact: a quote request. */
export function LazyContactForm({ source }: { source: string }) {
  return (
    <ContactFormIsland source={source}>
      <ContactFormView bind={staticBind(contactDefaults(source))} />
    </ContactFormIsland>
  )
}

/** /book: a measuring appointment, with the postcode coverage check once the interactive form runs. */
export function LazyBookingForm({
  blindType,
  coverage,
  source,
  windows,
}: {
  blindType?: BlindType
  coverage: CoverageIndex
  source: string
  /** the priced windows (the estimate form's query string), carried into the booking as a hidden field */
  windows?: string
}) {
  return (
    <BookingFormIsland blindType={blindType} coverage={coverage} source={source}>
      <BookingFormView bind={staticBind(bookingDefaults(source, blindType, windows))} />
    </BookingFormIsland>
  )
}

/** The area pages' closing section: a measuring appointment with the area page as its source. */
export function LazyAreaBookingForm({ areaName, areaSlug }: { areaName: string; areaSlug: string }) {
  return (
    <AreaBookingFormIsland areaName={areaName} areaSlug={areaSlug}>
      <AreaBookingFormView areaName={areaName} bind={staticBind(areaBookingDefaults(areaSlug))} />
    </AreaBookingFormIsland>
  )
}

/**
 * Instant mode's booking on a static page: the postcode form (a GET to /book/choose-a-time without JavaScript),
 * which lists the free windows in place once the interactive form runs. `source` is the page it sits on.
 */
export function LazyInstantBooking({
  idPrefix,
  source,
  phone,
  windows,
}: {
  idPrefix: string
  source: string
  phone: string
  /** the windows priced on /price, carried into the booking */
  windows?: string
}) {
  return (
    <div className="group/instant">
      <InstantBookingIsland idPrefix={idPrefix} source={source} phone={phone} windows={windows}>
        <div className="space-y-6">
          <InstantPostcodeForm idPrefix={idPrefix} source={source} windows={windows} />
        </div>
      </InstantBookingIsland>
      <RequestInstead />
    </div>
  )
}
