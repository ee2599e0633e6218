import type { SiteSettings } from '@/content/settingsTypes'
import { addressOneLine } from '@/lib/format/address'

/**
 * Shown above "Accept this quote" when the page is open on a signed-in staff member's device, in the customer's
 * home: an agreement made there is an off-premises contract, so before the customer accepts, the page gives who we
 * are and how to reach us, and the cancellation terms the order confirmation will carry (Settings). The confirmation
 * with these terms is e-mailed the moment they accept.
 */
export function InPersonNotice({ staffName, settings }: { staffName: string; settings: SiteSettings }) {
  return (
    <section
      aria-labelledby="in-person-heading"
      data-in-person
      data-print-hide
      className="mt-8 space-y-3 rounded-card bg-oak-soft p-5"
    >
      <h2 id="in-person-heading" className="text-xl font-semibold">
        Accepting in person, with {staffName}
      </h2>
      <p>
        Please read this before you accept. {settings.businessName}, {addressOneLine(settings.address)}; phone{' '}
        {settings.phonePrimary}; e-mail {settings.email}.
      </p>
      <h3 className="font-semibold">Your right to cancel</h3>
      <p className="whitespace-pre-line">{settings.orders.cancellationTerms}</p>
      <p>
        As soon as you accept, we e-mail you a copy of your order with these terms, to keep. You need not decide now: we
        can send you the link instead.
      </p>
    </section>
  )
}
