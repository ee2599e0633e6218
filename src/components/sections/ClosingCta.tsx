import { Mail, MapPin, Phone } from '@/components/icons'
import type { ComponentProps, ReactNode } from 'react'

import { ButtonLink } from '@/components/ui/Button'
import type { SiteSettings } from '@/lib/cms'
import { cn } from '@/lib/platform/cn'
import { telHref } from '@/lib/format/phone'
import { BOOKING_HREF } from '@/lib/navigation/siteLinks'
import { ActionIcon } from './HeroActions'

interface Action {
  href: string
  label: string
  icon: ReactNode
  testId?: string
}

/**
 * The closing call to action of a page, on navy with light slats. Its first action is the light (primary) button,
 * the others are outlined.
 * - 'band' (home, inner pages): a full-width centred band with an eyebrow, its slats faded behind the text; the
 *   page's action (booking, or contact) leads, the phone follows as a button or, with `callLine`, as a line under it.
 * - 'card' (area pages): a boxed block with the showroom address and 'Fully insured • Family business'; the call
 *   leads, then 'Email Us Today' and the optional page action.
 * Test ids and section markers are set per layout (band: data-testid="booking-cta"; card: data-section="cta").
 * Props such as `id` or `data-testid` override them.
 */
export function ClosingCta({
  settings,
  layout = 'band',
  headingId = layout === 'card' ? 'closing-cta-title' : 'book-heading',
  eyebrow = 'Free and without obligation',
  title,
  text,
  action = { href: BOOKING_HREF, label: 'Book Free Measuring' },
  callLine = false,
  emailSubject = '',
  ...props
}: {
  settings: SiteSettings
  layout?: 'band' | 'card'
  headingId?: string
  eyebrow?: string
  title: ReactNode
  text: ReactNode
  /** The page's own action ('/contact' gets the mail icon); booking by default, none with null */
  action?: { href: string; label: string } | null
  /** band: the phone as 'Or call us on …' under the action instead of a second button */
  callLine?: boolean
  /** card: the subject of the 'Email Us Today' e-mail */
  emailSubject?: string
} & Omit<ComponentProps<'section'>, 'title'>) {
  const phone = settings.phonePrimary
  const call: Action = { href: telHref(phone), label: `Call ${phone}`, icon: <Phone aria-hidden="true" /> }
  const page: Action | null = action ? { ...action, icon: <ActionIcon href={action.href} /> } : null

  if (layout === 'card') {
    const { address } = settings
    const email: Action = {
      href: `mailto:${settings.email}?subject=${encodeURIComponent(emailSubject)}`,
      label: 'Email Us Today',
      icon: <Mail aria-hidden="true" />,
      testId: 'cta-email',
    }
    return (
      <section aria-labelledby={headingId} className="py-14 md:py-20" data-section="cta" {...props}>
        <div className="container-page">
          <div className="relative overflow-hidden rounded-card bg-navy px-6 py-10 text-white shadow-lift md:px-12 md:py-14">
            <div aria-hidden="true" className="slats-light absolute inset-0" />
            <div className="relative grid gap-8 md:grid-cols-[1.4fr_1fr] md:items-center">
              <div>
                <h2 id={headingId} className="text-3xl font-semibold md:text-4xl">
                  {title}
                </h2>
                <p className="mt-4 max-w-xl text-lg text-white/90">{text}</p>
                <p className="mt-6 flex items-start gap-2 text-white/90">
                  <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-oak-soft" />
                  <span>
                    Showroom: {address.street}, {address.locality}, {address.city} {address.postcode}
                  </span>
                </p>
                <p className="mt-2 font-semibold text-oak-soft">Fully insured • Family business</p>
              </div>
              <Actions actions={[{ ...call, testId: 'cta-call' }, email, page]} className="flex flex-col gap-3" />
            </div>
          </div>
        </div>
      </section>
    )
  }

  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-hidden bg-navy py-16 text-white md:py-20"
      data-testid="booking-cta"
      {...props}
    >
      <div
        aria-hidden="true"
        className="slats-light absolute inset-0 [mask-image:radial-gradient(ellipse_at_center,transparent_30%,black_85%)]"
      />
      <div className="container-page relative text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-oak-light">{eyebrow}</p>
        <h2 id={headingId} className="mx-auto mt-3 max-w-2xl text-3xl md:text-[2.5rem] md:leading-[1.15]">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-mist">{text}</p>
        {callLine ? (
          <div className="mt-8 flex flex-col items-center gap-4">
            <Actions actions={[page]} />
            <p className="text-mist">
              Or call us on{' '}
              <a
                href={call.href}
                className="tabular inline-flex items-center gap-1.5 font-semibold text-white underline-offset-4 hover:underline"
              >
                <Phone className="size-4" aria-hidden="true" />
                {phone}
              </a>
            </p>
          </div>
        ) : (
          <Actions actions={[page, call]} className="mt-8 flex flex-col justify-center gap-3 sm:flex-row" />
        )}
      </div>
    </section>
  )
}

/** The buttons in order: the first light, the rest outlined. */
function Actions({ actions, className }: { actions: (Action | null)[]; className?: string }) {
  const shown = actions.filter((a): a is Action => a !== null)
  const buttons = shown.map((a, i) => (
    <ButtonLink
      key={a.href}
      href={a.href}
      variant={i === 0 ? 'light' : 'outlineLight'}
      size="lg"
      className={cn(a.href.startsWith('tel:') && 'tabular')}
      data-testid={a.testId}
    >
      {a.icon}
      {a.label}
    </ButtonLink>
  ))
  return className ? <div className={className}>{buttons}</div> : <>{buttons}</>
}
