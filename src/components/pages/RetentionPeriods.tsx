import type { SiteSettings } from '@/content/settingsTypes'

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/**
 * The privacy policy's "How long we keep your data", rendered from Settings → Privacy (the periods the retention job
 * applies), so the page never states a period by hand.
 */
export function RetentionPeriods({ settings }: { settings: SiteSettings }) {
  const r = settings.retention
  return (
    <section aria-labelledby="retention-heading" className="prose mt-12 md:prose-lg">
      <h2 id="retention-heading">How long we keep your data</h2>
      <ul>
        <li>
          Enquiries and visit requests that did not lead to an order: {count(r.leadMonths, 'month')} after we last dealt
          with them. Then your name, phone number, e-mail, street address and message are removed; only anonymous
          figures stay (postcode district, product, dates).
        </li>
        <li>
          Orders: {count(r.orderYears, 'year')}, for our accounts (name, address, what was ordered and its price).
        </li>
        <li>
          The internet address your device used to accept a quote: as long as the order,{' '}
          {count(r.acceptanceAddressYears, 'year')}.
        </li>
        <li>
          Records that limit how often our forms can be sent (stored scrambled, never readable):{' '}
          {count(r.rateLimitDays, 'day')} after their limit ends.
        </li>
      </ul>
      <p>
        You can ask for a copy of everything we hold about you, or ask us to erase it: e-mail{' '}
        <a href={`mailto:${settings.email}`}>{settings.email}</a> or call {settings.phonePrimary}.
      </p>
    </section>
  )
}
