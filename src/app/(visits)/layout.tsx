import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { RegisterServiceWorker } from '@/components/visits/RegisterServiceWorker'

import '../(frontend)/globals.css'

export const metadata: Metadata = {
  title: 'Visits',
  // Staff pages: never in a search index.
  robots: { index: false, follow: false },
  manifest: '/visits/manifest.webmanifest',
  appleWebApp: { capable: true, title: 'Visits', statusBarStyle: 'default' },
  icons: { icon: '/icon.svg', apple: '/icon.svg' },
}

export const viewport: Viewport = { themeColor: '#1e3a5f', width: 'device-width', initialScale: 1 }

/**
 * The staff's pages for a phone (/visits): their own document, without the public site's header, footer, consent
 * banner and scripts, so a page is server-rendered HTML with only the framework's runtime.
 */
export default function VisitsLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body className="bg-canvas font-sans text-ink antialiased">
        {children}
        <RegisterServiceWorker />
      </body>
    </html>
  )
}
