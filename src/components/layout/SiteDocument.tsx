import { Activity, type ReactNode } from 'react'

import { AttributionRecorder } from '@/components/attribution/AttributionRecorder'
import { ConsentRoot } from '@/components/consent/ConsentRoot'
import { PrefetchCollections } from '@/components/pages/PrefetchCollections'
import { Toaster } from '@/components/ui/Toaster'
import type { SiteSettings } from '@/lib/cms'
import { NavigationStatus } from './NavigationStatus'
import { RouteScroll } from './RouteScroll'
import { ScrollToTop } from './ScrollToTop'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/**
 * The document of every public page (SiteShell reads its data): skip link, fixed header, main, footer, scroll-to-top,
 * scroll behaviour, the toast region, the cookie-consent banner, the visit's first touch for lead forms and the
 * idle-time prefetch of the two collection pages. No I/O, so a test can render a whole page as it is served (the area
 * pages' own-text measure counts the header's and the footer's words too: tests/support/area-pages.ts).
 */
export function SiteDocument({
  settings,
  hiddenAreaSlugs,
  fontClassName,
  children,
}: {
  settings: SiteSettings
  hiddenAreaSlugs: string[]
  fontClassName: string
  children: ReactNode
}) {
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
        <ConsentRoot analytics={settings.analytics} />
        <AttributionRecorder />
        <PrefetchCollections />
      </body>
    </html>
  )
}
