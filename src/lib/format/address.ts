import type { SiteSettings } from '@/content/settingsTypes'

/** '14 Coppice Lane, Sheldon, Birmingham B26 3PX' from the settings global. */
export function addressOneLine(address: SiteSettings['address']): string {
  return [address.street, address.locality, `${address.city} ${address.postcode}`.trim()].filter(Boolean).join(', ')
}

/** The same address as lines for an <address> block. */
export function addressLines(address: SiteSettings['address']): string[] {
  return [address.street, address.locality, address.city, address.postcode].filter((l): l is string => Boolean(l))
}
