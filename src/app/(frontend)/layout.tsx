import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { Toaster } from '@/components/ui/toaster'
import { env } from '@/lib/env'
import { fraunces, inter } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={`${inter.variable} ${fraunces.variable}`}>
      <body className="min-h-dvh antialiased">
        {children}
        <Toaster />
      </body>
    </html>
  )
}
