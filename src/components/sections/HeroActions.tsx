import { CalendarCheck, Mail, Phone } from '@/components/icons'

import { ButtonLink } from '@/components/ui/Button'
import { telHref } from '@/lib/format/phone'

/** The icon of a page's main action: an envelope for the contact page, a calendar for booking. */
export function ActionIcon({ href }: { href: string }) {
  return href === '/contact' ? <Mail aria-hidden="true" /> : <CalendarCheck aria-hidden="true" />
}

/** A hero's two buttons: the page's main action (booking, or contact) and a call. The caller lays them out. */
export function HeroActions({
  action,
  phone,
  testIds,
}: {
  action: { href: string; label: string }
  phone: string
  testIds?: { action: string; call: string }
}) {
  return (
    <>
      <ButtonLink href={action.href} size="lg" data-testid={testIds?.action}>
        <ActionIcon href={action.href} />
        {action.label}
      </ButtonLink>
      <ButtonLink href={telHref(phone)} variant="secondary" size="lg" data-testid={testIds?.call}>
        <Phone aria-hidden="true" />
        Call {phone}
      </ButtonLink>
    </>
  )
}
