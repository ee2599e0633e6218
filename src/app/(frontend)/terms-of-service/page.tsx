import { LegalPage, legalMetadata } from '@/components/pages/LegalPage'

export const generateMetadata = () => legalMetadata('terms-of-service')

export default function TermsOfServicePage() {
  return <LegalPage slug="terms-of-service" />
}
