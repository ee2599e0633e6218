import { LegalPage, legalMetadata } from '@/components/pages/LegalPage'
import { RetentionPeriods } from '@/components/pages/RetentionPeriods'

export const generateMetadata = () => legalMetadata('privacy-policy')

export default function PrivacyPolicyPage() {
  return <LegalPage slug="privacy-policy" after={(settings) => <RetentionPeriods settings={settings} />} />
}
