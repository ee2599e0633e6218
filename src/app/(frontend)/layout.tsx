import type { ReactNode } from 'react'

import { SiteShell, siteMetadata, siteViewport } from '@/components/layout/SiteShell'
import { fraunces } from './fonts'
import './globals.css'

export const generateMetadata = siteMetadata
export const viewport = siteViewport

/** The shared layout of every public page. */
export default function FrontendLayout({ children }: { children: ReactNode }) {
  return <SiteShell fontClassName={fraunces.variable}>{children}</SiteShell>
}
