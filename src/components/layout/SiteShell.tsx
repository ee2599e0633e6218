import type { Metadata, Viewport } from 'next'
import { Activity, type ReactNode } from 'react'

import { AttributionRecorder } from '@/components/attribution/AttributionRecorder'
import { ConsentRoot } from '@/components/consent/ConsentRoot'
import { PrefetchCollections } from '@/components/pages/PrefetchCollections'
import { Toaster } from '@/components/ui/Toaster'
import { getHiddenAreaSlugs, getSiteSettings } from '@/lib/cms'
import { env } from '@/lib/platform/env'
import { NavigationStatus } from './NavigationStatus'
import { RouteScroll } from './RouteScroll'
import { ScrollToTop } from './ScrollToTop'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

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
 * The document of every public page: skip link, fixed header, main, footer, scroll-to-top, scroll
 * behaviour, the toast region, the cookie-consent banner, the visit's first touch for lead forms and the idle-time prefetch of the two collection pages.
 * Used by the public root layout and by the unknown-path 404's root layout.
 */
export async function SiteShell({ fontClassName, children }: { fontClassName: string; children: ReactNode }) {
  const [settings, hiddenAreaSlugs] = await Promise.all([getSiteSettings(), getHiddenAreaSlugs()])
  return (
    <html lang="en-GB" className={fontClassName}>
      <body className="flex min-h-dvh flex-col antialiased">
        <a
          href="#main"
          className="sr-only rounded-md bg-navy px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60]"
        >
          Skip to content
        </a>
        <SiteHeader settings={settings} />
        {/*
          The page and the footer hydrate after the header, at low priority and in short slices (a click hydrates
          its part at once). Unlike Suspense, an Activity boundary is written inline, so the HTML stays whole.
        */}
        <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none lg:pt-20">
          <Activity mode="visible">{children}</Activity>
        </main>
        <Activity mode="visible">
          <SiteFooter settings={settings} hiddenAreaSlugs={hiddenAreaSlugs} />
        </Activity>
        <ScrollToTop />
        <RouteScroll />
        <NavigationStatus />
        <Toaster />
        <ConsentRoot />
        <AttributionRecorder />
        <PrefetchCollections />
      </body>
    </html>
  )
}
