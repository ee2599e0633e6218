import type { ReactNode } from 'react'

import { SiteShell, siteMetadata, siteViewport } from '@/components/layout/SiteShell'
import { fraunces } from '../(frontend)/fonts'
import '../(frontend)/globals.css'

export const generateMetadata = siteMetadata
export const viewport = siteViewport

/**
 * Root layout for unknown paths (the catch-all route): the same shell as every public page. It has no loading
 * boundary (no loading.tsx), so the 404 is decided before the response starts and carries a real 404 status.
 */
export default function NotFoundLayout({ children }: { children: ReactNode }) {
  return <SiteShell fontClassName={fraunces.variable}>{children}</SiteShell>
}
