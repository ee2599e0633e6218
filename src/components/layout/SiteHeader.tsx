import type { SiteSettings } from '@/lib/cms'
import { telHref } from '@/lib/format/phone'
import { addressOneLine } from './address'
import { HeaderBar } from './HeaderBar'
import { Logo } from './Logo'

/** The fixed header of every public page; its facts come from the settings global. */
export function SiteHeader({ settings }: { settings: SiteSettings }) {
  return (
    <HeaderBar
      logo={<Logo businessName={settings.businessName} />}
      phone={settings.phonePrimary}
      phoneHref={telHref(settings.phonePrimary)}
      address={addressOneLine(settings.address)}
    />
  )
}
