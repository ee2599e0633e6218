import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { defaultShareImage, pageMetadata } from '@/components/pages/metadata'
import { LivePreview } from '@/components/preview/LivePreview'
import { ServicePage } from '@/components/services/ServicePage'
import { getFaqs, getSiteSettings, isDraftRequest } from '@/lib/cms'
import { fillAll } from '@/lib/format/placeholders'
import { getServices } from '@/lib/services/readServices'
import { isServiceSlug, SERVICE_SLUGS } from '@/lib/services/frames'

type Props = { params: Promise<{ service: string }> }

/** The five service pages are prerendered; any other /services/… path is a 404. */
export const dynamicParams = false

export function generateStaticParams() {
  return SERVICE_SLUGS.map((service) => ({ service }))
}

/** All five services' words with the facts filled in, and the one this page shows (published, or an editor's draft). */
async function load(slug: string, draft: boolean) {
  if (!isServiceSlug(slug)) return null
  const [services, settings] = await Promise.all([getServices(draft), getSiteSettings()])
  const filled = fillAll(services, settings)
  return { services: filled, service: filled.find((s) => s.slug === slug)!, settings }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [data, image] = await Promise.all([load((await params).service, await isDraftRequest()), defaultShareImage()])
  if (!data) return {}
  return pageMetadata(data.settings, {
    title: data.service.meta.title,
    description: data.service.meta.description,
    path: `/services/${data.service.slug}`,
    image,
  })
}

/**
 * A service page. Static for visitors (re-rendered when a service's words are published); in an editor's draft mode
 * it renders per request with the newest drafts and refreshes on each save.
 */
export default async function ServiceRoute({ params }: Props) {
  const draft = await isDraftRequest()
  const data = await load((await params).service, draft)
  if (!data) notFound()
  const faqs = await getFaqs(data.service.faqTopic)
  return (
    <>
      {draft && <LivePreview />}
      <ServicePage service={data.service} services={data.services} settings={data.settings} faqs={faqs} />
    </>
  )
}
