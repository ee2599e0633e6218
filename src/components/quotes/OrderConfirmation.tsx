import { formatPence } from '@/lib/format/money'
import type { OrderConfirmation as Confirmation, QuoteContent } from '@/lib/orders'

/**
 * After acceptance: how to pay and the cancellation terms, exactly as the confirmation e-mail said them (read from
 * the order, never from today's Settings).
 */
export function OrderConfirmation({
  content,
  confirmation: c,
  phone,
}: {
  content: QuoteContent
  confirmation: Confirmation
  phone: string
}) {
  const balance = Math.max(0, content.totalPence - content.depositPence)
  return (
    <section
      aria-labelledby="how-to-pay"
      data-order-confirmation
      className="mt-6 break-inside-avoid space-y-4 rounded-card bg-white p-4 shadow-card print:shadow-none"
    >
      <h2 id="how-to-pay" className="text-lg font-semibold">
        How to pay your order
      </h2>
      <p>
        Please pay the deposit of <strong>{formatPence(content.depositPence)}</strong> by bank transfer, with your quote
        number <strong>{c.reference}</strong> as the reference.
      </p>
      {c.bank ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" data-bank-details>
          <dt className="text-muted">Account name</dt>
          <dd>{c.bank.accountName}</dd>
          <dt className="text-muted">Sort code</dt>
          <dd>{c.bank.sortCode}</dd>
          <dt className="text-muted">Account number</dt>
          <dd>{c.bank.accountNumber}</dd>
          <dt className="text-muted">Reference</dt>
          <dd>{c.reference}</dd>
        </dl>
      ) : (
        <p>
          Call us on {phone} for our bank details. Reference: {c.reference}
        </p>
      )}
      <p>
        The balance of <strong>{formatPence(balance)}</strong> is due {c.balanceDue}, by bank transfer (same account and
        reference), cash or cheque.
      </p>
      <h3 className="font-semibold">Cancellation terms</h3>
      <p className="whitespace-pre-line text-sm">{c.cancellationTerms}</p>
    </section>
  )
}
