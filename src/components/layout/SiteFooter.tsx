import { Mail, MapPin, Phone } from '@/components/icons'
import { IntentLink } from '@/components/ui/IntentLink'

import { getArea } from '@/lib/areas'
import type { SiteSettings } from '@/lib/cms'
import { ConsentSettingsButton } from '@/components/consent/CookieSettingsButton'
import { telHref } from '@/lib/format/phone'
import {
  areaHref,
  FOOTER_AREA_SLUGS,
  FOOTER_PRODUCTS,
  LEGAL_LINKS,
  type NavLink,
  SERVICE_LINKS,
} from '@/lib/navigation/siteLinks'
import { addressLines } from '@/lib/format/address'
import { CurrentYear } from './CurrentYear'
import { Logo } from './Logo'
import { SocialLinks } from './SocialIcon'

function FooterColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-sm font-semibold uppercase tracking-[0.12em] text-oak-light">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.href}>
            <IntentLink href={link.href} className="text-mist transition-colors hover:text-white hover:underline">
              {link.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * Footer of every public page: brand blurb with address, phone, e-mail and social links; Products;
 * Services; Areas We Serve; copyright line with the current year. Every fact comes from the settings global.
 */
export function SiteFooter({ settings, hiddenAreaSlugs }: { settings: SiteSettings; hiddenAreaSlugs: string[] }) {
  const hidden = new Set(hiddenAreaSlugs)
  const areaLinks: NavLink[] = [
    { label: settings.address.city || 'Birmingham', href: '/areas' },
    ...FOOTER_AREA_SLUGS.filter((slug) => !hidden.has(slug)).flatMap((slug) => {
      const area = getArea(slug)
      return area ? [{ label: area.name, href: areaHref(slug) }] : []
    }),
  ]

  return (
    <footer className="bg-navy-dark text-mist">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 md:py-16 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:gap-12">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <Logo businessName={settings.businessName} tone="light" />
          <p className="mt-5 text-sm leading-relaxed">{settings.tagline}</p>
          <address className="mt-6 space-y-3 text-sm not-italic">
            <p className="flex items-start gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0 text-oak-light" aria-hidden="true" />
              <span>{addressLines(settings.address).join(', ')}</span>
            </p>
            <p className="flex items-center gap-3">
              <Phone className="size-4 shrink-0 text-oak-light" aria-hidden="true" />
              <a href={telHref(settings.phonePrimary)} className="tabular font-semibold text-white hover:underline">
                {settings.phonePrimary}
              </a>
            </p>
            <p className="flex items-center gap-3">
              <Mail className="size-4 shrink-0 text-oak-light" aria-hidden="true" />
              <a href={`mailto:${settings.email}`} className="break-all text-white hover:underline">
                {settings.email}
              </a>
            </p>
          </address>
          <div className="mt-6">
            <SocialLinks links={settings.socialLinks} businessName={settings.businessName} tone="light" />
          </div>
        </div>
        <FooterColumn title="Products" links={FOOTER_PRODUCTS} />
        <FooterColumn title="Services" links={SERVICE_LINKS} />
        <FooterColumn title="Areas We Serve" links={areaLinks} />
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>
            © <CurrentYear serverYear={new Date().getFullYear()} /> {settings.legalName || settings.businessName}. All
            rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <IntentLink href={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </IntentLink>
              </li>
            ))}
            {settings.analytics.enabled && settings.analytics.scriptSrc && (
              <li>
                <ConsentSettingsButton className="cursor-pointer hover:text-white" />
              </li>
            )}
          </ul>
        </div>
      </div>
    </footer>
  )
}
