import type { ReactNode } from 'react'

import { SiteShell, siteMetadata, siteViewport } from '@/components/layout/SiteShell'
import { fraunces, inter } from '../(frontend)/fonts'
import '../(frontend)/globals.css'

export const generateMetadata = siteMetadata
export const viewport = siteViewport

/**
 * Root layout for unknown paths: the same shell as every public page. No Suspense boundary (`loading.tsx`) may sit
 * above the catch-all page, so the 404 page is decided before the response starts and carries a real 404 status.
 */
export default function NotFoundLayout({ children }: { children: ReactNode }) {
  return <SiteShell fontClassName={`${inter.variable} ${fraunces.variable}`}>{children}</SiteShell>
}
