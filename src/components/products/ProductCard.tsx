import { Check } from '@/components/icons'

import { Badge } from '@/components/ui/Badge'
import { ButtonLink } from '@/components/ui/Button'
import { SafeImage } from '@/components/ui/SafeImage'
import type { ProductView } from '@/lib/cms'
import { formatPence } from '@/lib/format/money'
import { BOOKING_HREF } from '@/lib/navigation/siteLinks'
import { FinishSwatches } from './FinishSwatches'

export const collectionHref = (type: ProductView['type']) =>
  type === 'wooden' ? '/wooden-collection' : '/faux-wood-collection'

export const materialLabel = (type: ProductView['type']) => (type === 'wooden' ? 'Real wood' : 'Faux wood')

/** Product card: image, name, description, price, swatches, first three features, two actions. */
export function ProductCard({ product, priority = false }: { product: ProductView; priority?: boolean }) {
  return (
    <article className="card flex flex-col overflow-hidden" data-testid="product-card">
      <div className="relative aspect-[16/10] bg-sand">
        <SafeImage
          src={product.image?.url ?? ''}
          alt={product.image?.alt || product.name}
          fill
          priority={priority}
          sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
          className="object-cover"
        />
        <Badge tone={product.type === 'wooden' ? 'oak' : 'navy'} className="absolute left-3 top-3 shadow-card">
          {materialLabel(product.type)}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-5 p-5 md:p-6">
        <div>
          <h3 className="text-2xl text-ink">{product.name}</h3>
          <p className="mt-2 text-[0.9375rem] text-muted">{product.description}</p>
        </div>
        <p className="flex items-baseline gap-2">
          <span className="text-sm text-muted">Starting from</span>
          <span className="tabular font-serif text-3xl font-semibold text-navy" data-testid="product-price">
            {formatPence(product.startingPrice)}
          </span>
        </p>
        <FinishSwatches productName={product.name} finishes={product.finishes} />
        <ul className="space-y-2 text-[0.9375rem]">
          {product.features.slice(0, 3).map((feature) => (
            <li key={feature} className="flex gap-2.5">
              <Check className="mt-1 size-4 shrink-0 text-oak-deep" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto grid gap-2.5 pt-1 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
          <ButtonLink href={`${BOOKING_HREF}/${product.type}`}>Book Free Measuring</ButtonLink>
          <ButtonLink href={collectionHref(product.type)} variant="secondary">
            View Collection
          </ButtonLink>
        </div>
      </div>
    </article>
  )
}
