import type { Metadata } from 'next'

import { defaultShareImage, pageMetadata } from '@/components/pages/metadata'
import { ServicesOverview } from '@/components/services/ServicesOverview'
import { getSiteSettings } from '@/lib/cms'
import { getCollectionGallery } from '@/lib/cms/collectionGallery'
import { guaranteeText, installHoursText, fastTrackText } from '@/lib/services'

export async function generateMetadata(): Promise<Metadata> {
  const [settings, image] = await Promise.all([getSiteSettings(), defaultShareImage()])
  return pageMetadata(settings, {
    title: 'Venetian Blind Services in Birmingham',
    description: `Free measuring and advice, expert fitting in ${installHoursText(settings)}, fast-track within ${fastTrackText(settings)}, bay window and child-safe blinds, and a ${guaranteeText(settings)} guarantee.`,
    path: '/services',
    image,
  })
}

export default async function ServicesPage() {
  const [settings, wooden, faux] = await Promise.all([
    getSiteSettings(),
    getCollectionGallery('wooden'),
    getCollectionGallery('faux-wood'),
  ])
  // Pictures for the two specialist sections, from the collection galleries: a bay window, and a bedroom.
  const bayImage = [...wooden, ...faux].find((i) => /\bbay\b/i.test(i.alt)) ?? null
  const childImage = [...faux, ...wooden].find((i) => /bedroom|nursery|child/i.test(i.alt)) ?? null
  return <ServicesOverview settings={settings} bayImage={bayImage} childImage={childImage} />
}
