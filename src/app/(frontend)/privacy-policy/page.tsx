import { LegalPage, legalMetadata } from '@/components/pages/LegalPage'

export const generateMetadata = () => legalMetadata('privacy-policy')

export default function PrivacyPolicyPage() {
  return <LegalPage slug="privacy-policy" />
}
