import { getAvailability } from '@/lib/booking/readAvailability'
import { LazyInstantBooking } from './LazyForms'

/**
 * A "book a free time" block for a section whose own form is something else (the home contact section): shown
 * only in instant mode, nothing in request mode. The mode comes from the tagged availability getter, so the page
 * stays static and is re-rendered when the owner switches modes.
 */
export async function InstantBookingPanel({
  idPrefix,
  source,
  phone,
}: {
  idPrefix: string
  source: string
  phone: string
}) {
  const { mode } = await getAvailability()
  if (mode !== 'instant') return null
  return (
    <div className="mb-8 border-b border-line pb-8" data-testid="instant-booking-panel">
      <h3 className="text-2xl text-ink">Book a free measuring visit</h3>
      <div className="mt-4">
        <LazyInstantBooking idPrefix={idPrefix} source={source} phone={phone} />
      </div>
    </div>
  )
}
