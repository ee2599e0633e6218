import { RichText } from '@payloadcms/richtext-lexical/react'
import { Mail } from '@/components/icons'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { ButtonLink } from '@/components/ui/Button'
import { getLegalPage, getSiteSettings, type LegalPageView } from '@/lib/cms'
import { dayMonthYear } from '@/lib/platform/ukDates'
import { LEGAL_DRAFT_NOTICE } from '@/content'
import { defaultShareImage, pageMetadata } from './metadata'
import './legal-text.css'

type LegalSlug = LegalPageView['slug']

export function formatLegalDate(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : dayMonthYear(d)
}

export async function legalMetadata(slug: LegalSlug): Promise<Metadata> {
  const [page, settings, image] = await Promise.all([getLegalPage(slug), getSiteSettings(), defaultShareImage()])
  if (!page) return {}
  return pageMetadata(settings, {
    title: page.title,
    description: page.summary || `${page.title} of ${settings.businessName}.`,
    path: `/${slug}`,
    image,
  })
}

/** A legal page from the legal-pages collection: its rich text, last-updated date and a way to ask us about it. */
export async function LegalPage({
  slug,
  children,
  after,
}: {
  slug: LegalSlug
  children?: ReactNode
  /** Shown below the owner's text, built from settings. */
  after?: (settings: Awaited<ReturnType<typeof getSiteSettings>>) => ReactNode
}) {
  const [page, settings] = await Promise.all([getLegalPage(slug), getSiteSettings()])
  if (!page) notFound()
  const updated = formatLegalDate(page.lastUpdated)
  return (
    <>
      <section
        aria-labelledby="page-title"
        className="border-b border-line bg-gradient-to-b from-oak-soft/70 to-canvas"
      >
        <div className="container-page max-w-3xl pb-10 pt-6 md:pb-12 md:pt-8">
          <Breadcrumbs items={[{ name: page.title, path: `/${slug}` }]} />
          <h1 id="page-title" className="mt-8 text-4xl font-semibold md:text-5xl">
            {page.title}
          </h1>
          {page.summary && <p className="mt-4 text-lg text-muted">{page.summary}</p>}
          {updated && (
            <p className="mt-4 text-sm text-muted" data-testid="last-updated">
              Last updated <time dateTime={page.lastUpdated}>{updated}</time>
            </p>
          )}
        </div>
      </section>
      <div className="container-page max-w-3xl py-12 md:py-16">
        {!page.reviewed && (
          <p
            role="note"
            data-testid="legal-draft-notice"
            className="mb-8 rounded-card border border-oak/30 bg-oak-soft px-5 py-4 text-sm text-walnut"
          >
            {LEGAL_DRAFT_NOTICE}
          </p>
        )}
        {children}
        <RichText data={page.content} className="prose md:prose-lg" />
        {after?.(settings)}
        <aside
          aria-labelledby="legal-questions"
          className="mt-14 rounded-card border border-line bg-white p-6 shadow-card md:flex md:items-center md:justify-between md:gap-6"
        >
          <div>
            <h2 id="legal-questions" className="text-xl font-semibold">
              Questions about this page?
            </h2>
            <p className="mt-1 text-muted">
              E-mail{' '}
              <a href={`mailto:${settings.email}`} className="text-navy underline underline-offset-4">
                {settings.email}
              </a>{' '}
              or call {settings.phonePrimary}. We reply within {settings.leadTimes.responseHours} hours.
            </p>
          </div>
          <ButtonLink href="/contact" variant="secondary" className="mt-4 shrink-0 md:mt-0">
            <Mail aria-hidden="true" />
            Contact Us
          </ButtonLink>
        </aside>
      </div>
    </>
  )
}
