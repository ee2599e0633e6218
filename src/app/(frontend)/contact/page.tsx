import type { Metadata } from 'next'

import { ContactPage } from '@/components/pages/ContactPage'
import { defaultShareImage, pageMetadata } from '@/components/pages/metadata'
import { getSiteSettings } from '@/lib/cms'
import { openingHoursLines } from '@/lib/format/hours'

export async function generateMetadata(): Promise<Metadata> {
  const [settings, image] = await Promise.all([getSiteSettings(), defaultShareImage()])
  const hours = openingHoursLines(settings.openingHours)
    .filter((h) => h.hours !== 'Closed')
    .map((h) => `${h.days} ${h.hours}`)
    .join(', ')
  return pageMetadata(settings, {
    title: 'Contact Us and Showroom Opening Hours',
    description: `Call ${settings.phonePrimary}, e-mail us or visit our showroom at ${settings.address.street}, ${settings.address.postcode}. Open ${hours}. We reply within ${settings.leadTimes.responseHours} hours.`,
    path: '/contact',
    image,
  })
}

export default async function ContactRoute() {
  const settings = await getSiteSettings()
  return <ContactPage settings={settings} />
}
