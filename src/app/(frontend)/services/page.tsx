import type { Metadata } from 'next'

import { defaultShareImage, pageMetadata } from '@/components/pages/metadata'
import { LivePreview } from '@/components/preview/LivePreview'
import { ServicesOverview } from '@/components/services/ServicesOverview'
import { getSiteSettings, isDraftRequest } from '@/lib/cms'
import { fillAll } from '@/lib/format/placeholders'
import { getServices } from '@/lib/services/readServices'
import { getCollectionGallery } from '@/lib/cms/collectionGallery'
import { fastTrackWords, guaranteeTerm } from '@/lib/format/facts'
import { installHoursText } from '@/lib/services/frames'

export async function generateMetadata(): Promise<Metadata> {
  const [settings, image] = await Promise.all([getSiteSettings(), defaultShareImage()])
  return pageMetadata(settings, {
    title: 'Venetian Blind Services in Birmingham',
    description: `Free measuring and advice, expert fitting in ${installHoursText(settings)}, fast-track within ${fastTrackWords(settings)}, bay window and child-safe blinds, and a ${guaranteeTerm(settings)} guarantee.`,
    path: '/services',
    image,
  })
}

/** Static for visitors; an editor in draft mode sees the services' newest drafts. */
export default async function ServicesPage() {
  const draft = await isDraftRequest()
  const [services, settings, wooden, faux] = await Promise.all([
    getServices(draft),
    getSiteSettings(),
    getCollectionGallery('wooden'),
    getCollectionGallery('faux-wood'),
  ])
  // Pictures for the two specialist sections, from the collection galleries: a bay window, and a bedroom.
  const bayImage = [...wooden, ...faux].find((i) => /\bbay\b/i.test(i.alt)) ?? null
  const childImage = [...faux, ...wooden].find((i) => /bedroom|nursery|child/i.test(i.alt)) ?? null
  return (
    <>
      {draft && <LivePreview />}
      <ServicesOverview
        services={fillAll(services, settings)}
        settings={settings}
        bayImage={bayImage}
        childImage={childImage}
      />
    </>
  )
}
