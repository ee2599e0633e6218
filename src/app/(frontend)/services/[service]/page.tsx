import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { defaultShareImage, pageMetadata } from '@/components/pages/metadata'
import { ServicePage } from '@/components/services/ServicePage'
import { getFaqs, getSiteSettings } from '@/lib/cms'
import { getService, SERVICE_SLUGS } from '@/lib/services'

type Props = { params: Promise<{ service: string }> }

/** The five service pages are prerendered; any other /services/… path is a 404. */
export const dynamicParams = false

export function generateStaticParams() {
  return SERVICE_SLUGS.map((service) => ({ service }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = getService((await params).service)
  if (!service) return {}
  const [settings, image] = await Promise.all([getSiteSettings(), defaultShareImage()])
  return pageMetadata(settings, {
    title: service.metaTitle(settings),
    description: service.metaDescription(settings),
    path: `/services/${service.slug}`,
    image,
  })
}

export default async function ServiceRoute({ params }: Props) {
  const service = getService((await params).service)
  if (!service) notFound()
  const [settings, faqs] = await Promise.all([getSiteSettings(), getFaqs(service.faqTopic)])
  return <ServicePage service={service} settings={settings} faqs={faqs} />
}
