import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { getHiddenAreaSlugs, getSiteSettings } from '@/lib/cms'
import { env } from '@/lib/platform/env'
import { SiteDocument } from './SiteDocument'

/** Metadata every public page starts from (pages set their own title, description and canonical). */
export async function siteMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(env.SITE_URL),
    title: settings.businessName,
    applicationName: settings.businessName,
    // Phone numbers are tel: links where we want them; no automatic detection elsewhere.
    formatDetection: { telephone: false, address: false, email: false },
  }
}

export const siteViewport: Viewport = {
  themeColor: '#faf7f2',
  width: 'device-width',
  initialScale: 1,
}

/**
 * The document of every public page (SiteDocument) with the settings and hidden areas it shows, read here.
 * Used by the public root layout and by the unknown-path 404's root layout.
 */
export async function SiteShell({ fontClassName, children }: { fontClassName: string; children: ReactNode }) {
  const [settings, hiddenAreaSlugs] = await Promise.all([getSiteSettings(), getHiddenAreaSlugs()])
  return (
    <SiteDocument settings={settings} hiddenAreaSlugs={hiddenAreaSlugs} fontClassName={fontClassName}>
      {children}
    </SiteDocument>
  )
}
