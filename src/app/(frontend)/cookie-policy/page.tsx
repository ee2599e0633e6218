import { ConsentSettings } from '@/components/consent/ConsentSettings'
import { LegalPage, legalMetadata } from '@/components/pages/LegalPage'
import { getSiteSettings } from '@/lib/cms'

export const generateMetadata = () => legalMetadata('cookie-policy')

export default async function CookiePolicyPage() {
  const settings = await getSiteSettings()
  return (
    <LegalPage slug="cookie-policy">
      <ConsentSettings analyticsEnabled={Boolean(settings.analytics.enabled && settings.analytics.scriptSrc)} />
    </LegalPage>
  )
}
