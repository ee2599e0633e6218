import { ArrowRight } from '@/components/icons'

import { Badge } from '@/components/ui/Badge'
import { ButtonLink } from '@/components/ui/Button'
import { CheckList } from '@/components/ui/CheckList'
import { Section } from '@/components/ui/Section'
import type { ProductView, PromotionSettings } from '@/lib/cms'
import { formatPence, formatPenceShort } from '@/lib/format/money'

/** Each product's "from" price and features, then the promotion's bundle offers for this material. */
export function PricesSection({
  products,
  bundles,
  terms,
  bookHref,
  phone,
}: {
  products: ProductView[]
  bundles: PromotionSettings['bundles']
  /** The promotion's terms; shown after a bold 'T&Cs apply.' */
  terms: PromotionSettings['terms']
  bookHref: string
  phone: string
}) {
  return (
    <Section aria-labelledby="prices-heading" id="prices">
      <div className="mb-10 max-w-2xl">
        <p className="eyebrow mb-3">Prices</p>
        <h2 id="prices-heading" className="text-3xl font-semibold md:text-4xl">
          Clear prices, fitted by us
        </h2>
        <p className="mt-4 text-lg text-muted">
          Every blind is made to measure, so your price depends on the size of each window and the options you choose.
          You get a written quote at your free measuring visit, with fitting included.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {products.map((p) => (
          <article
            key={p.id}
            className="flex flex-col rounded-card bg-white p-6 shadow-card md:p-8"
            data-testid="collection-product"
          >
            <h3 className="text-2xl font-semibold">{p.name}</h3>
            <p className="mt-3 text-muted">{p.description}</p>
            <p className="mt-5">
              <span className="text-sm text-muted">Starting from </span>
              <span className="font-serif text-3xl font-semibold text-navy" data-testid="product-price">
                {formatPence(p.startingPrice)}
              </span>
              <span className="text-sm text-muted"> per blind</span>
            </p>
            <CheckList items={p.features} className="mt-5" />
          </article>
        ))}
        {bundles.map((b) => (
          <article
            key={b.title}
            className="relative flex flex-col overflow-hidden rounded-card bg-walnut p-6 text-white shadow-card md:p-8"
            data-testid="bundle-offer"
          >
            <Badge tone="new" className="self-start">
              Bundle offer
            </Badge>
            <h3 className="mt-4 text-2xl font-semibold">{b.title}</h3>
            <p className="mt-4">
              <span className="font-serif text-4xl font-semibold">
                {b.quantity} for {formatPenceShort(b.pricePence)}
              </span>
            </p>
            {b.description && <p className="mt-3 text-white/85">{b.description}</p>}
            <p className="mt-auto pt-6 text-sm text-white/80">
              <span className="font-semibold text-white">T&amp;Cs apply.</span>{' '}
              {terms?.replace(/^T&Cs apply\.?\s*/i, '')}
            </p>
            <ButtonLink href={bookHref} variant="light" className="mt-5 self-start">
              Claim the bundle
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </article>
        ))}
        {products.length === 0 && (
          <p className="rounded-card bg-white p-6 text-muted shadow-card">
            Prices for this collection are being updated. Call us on {phone} for a quote.
          </p>
        )}
      </div>
    </Section>
  )
}
