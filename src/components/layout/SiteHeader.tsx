import { CalendarCheck, MapPin, Phone } from '@/components/icons'
import { IntentLink } from '@/components/ui/IntentLink'

import { ButtonLink } from '@/components/ui/Button'
import type { SiteSettings } from '@/lib/cms'
import { telHref } from '@/lib/format/phone'
import { BOOKING_HREF } from '@/lib/navigation/siteLinks'
import { addressOneLine } from '@/lib/format/address'
import { HeaderBar } from './HeaderBar'
import { Logo } from './Logo'

/**
 * The fixed header of every public page; its facts come from the settings global. Everything that does not react
 * to scrolling or to the current page is rendered here, on the server, and handed to the client HeaderBar.
 */
export function SiteHeader({ settings }: { settings: SiteSettings }) {
  const phone = settings.phonePrimary
  const phoneHref = telHref(phone)
  return (
    <HeaderBar
      logo={<Logo businessName={settings.businessName} />}
      actions={
        <>
          <a
            href={phoneHref}
            className="hidden min-h-11 items-center gap-2 whitespace-nowrap rounded-md px-2 py-2 text-[0.9375rem] font-semibold text-navy hover:bg-sand md:inline-flex"
          >
            <Phone className="size-4 text-oak-deep" aria-hidden="true" />
            <span className="sr-only">Call us on </span>
            {/* Beside the full navigation (1024–1279 px) the number would wrap: the icon stands for it there. */}
            <span className="tabular lg:max-xl:sr-only">{phone}</span>
          </a>
          <ButtonLink href={BOOKING_HREF} size="md" className="hidden whitespace-nowrap xl:inline-flex">
            Book Free Measuring
          </ButtonLink>
          <ButtonLink href={BOOKING_HREF} size="sm" className="hidden whitespace-nowrap md:inline-flex xl:hidden">
            Book Measuring
          </ButtonLink>

          {/* Mobile: call icon, booking icon (the menu toggle follows) */}
          <a
            href={phoneHref}
            aria-label={`Call us on ${phone}`}
            className="grid size-11 place-items-center rounded-full text-navy hover:bg-sand md:hidden"
          >
            <Phone className="size-5" aria-hidden="true" />
          </a>
          <IntentLink
            href={BOOKING_HREF}
            aria-label="Book Measuring"
            className="grid size-11 place-items-center rounded-full text-navy hover:bg-sand md:hidden"
          >
            <CalendarCheck className="size-5" aria-hidden="true" />
          </IntentLink>
        </>
      }
      menuFooter={
        <>
          <div className="mt-4 grid grid-cols-2 gap-3">
            <ButtonLink href={phoneHref} variant="secondary" className="whitespace-nowrap px-3">
              <Phone aria-hidden="true" />
              Call Us
            </ButtonLink>
            <ButtonLink href={BOOKING_HREF} className="whitespace-nowrap px-3">
              <CalendarCheck aria-hidden="true" />
              Book Measuring
            </ButtonLink>
          </div>
          <p className="mt-4 flex items-start gap-2 rounded-card bg-sand p-3 text-sm text-muted">
            <MapPin className="mt-0.5 size-4 shrink-0 text-oak-deep" aria-hidden="true" />
            <span>
              <span className="block font-semibold text-ink">Showroom</span>
              {addressOneLine(settings.address)}
            </span>
          </p>
        </>
      }
    />
  )
}
