import type { Metadata } from 'next'

import { ContactPage } from '@/components/pages/ContactPage'
import { defaultShareImage, pageMetadata } from '@/components/pages/metadata'
import { LivePreview } from '@/components/preview/LivePreview'
import { getContactPage, getSiteSettings, isDraftRequest } from '@/lib/cms'
import { fillFacts } from '@/lib/format/placeholders'

export async function generateMetadata(): Promise<Metadata> {
  const [settings, image, words] = await Promise.all([
    getSiteSettings(),
    defaultShareImage(),
    isDraftRequest().then(getContactPage),
  ])
  return pageMetadata(settings, {
    title: fillFacts(words.meta.title, settings),
    description: fillFacts(words.meta.description, settings),
    path: '/contact',
    image,
  })
}

/** Static for visitors; an editor in draft mode sees the newest draft of the words, refreshed on each save. */
export default async function ContactRoute() {
  const draft = await isDraftRequest()
  const [settings, words] = await Promise.all([getSiteSettings(), getContactPage(draft)])
  return (
    <>
      {draft && <LivePreview />}
      <ContactPage settings={settings} words={words} />
    </>
  )
}
