import Link from 'next/link'

import { SafeImage } from '@/components/ui/SafeImage'
import type { ProductView } from '@/lib/cms'
import { formatPence } from '@/lib/format/money'

export const collectionHref = (type: ProductView['type']) =>
  type === 'wooden' ? '/wooden-collection' : '/faux-wood-collection'

/** Seed 2.3 product card: image, name, description, price, swatches, first three features, two actions. */
export function ProductCard({ product }: { product: ProductView }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-card bg-card shadow-card" data-testid="product-card">
      <div className="relative aspect-[4/3]">
        <SafeImage
          src={product.image?.url ?? ''}
          alt={product.image?.alt || product.name}
          fill
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div>
          <h3 className="text-xl font-semibold">{product.name}</h3>
          <p className="mt-2 text-sm text-muted">{product.description}</p>
        </div>
        <p>
          <span className="text-sm text-muted">Starting from </span>
          <span className="text-2xl font-semibold text-navy" data-testid="product-price">
            {formatPence(product.startingPrice)}
          </span>
        </p>
        <div>
          <p className="text-sm font-medium">
            Finishes <span className="text-muted">({product.finishes.length} options)</span>
          </p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={`${product.name} finishes`}>
            {product.finishes.map((f) => (
              <li key={f.name} className="flex items-center gap-1.5 text-xs text-muted">
                <span
                  aria-hidden="true"
                  className="inline-block size-4 rounded-full border border-line"
                  style={{ backgroundColor: f.hex }}
                />
                {f.name}
              </li>
            ))}
          </ul>
        </div>
        <ul className="space-y-1 text-sm">
          {product.features.slice(0, 3).map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-oak">✓</span>
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-col gap-2 sm:flex-row">
          <Link
            href={`/book/${product.type}`}
            className="inline-flex flex-1 items-center justify-center rounded-md bg-navy px-4 py-2.5 text-sm font-semibold text-white hover:bg-navy-dark"
          >
            Book Free Measuring
          </Link>
          <Link
            href={collectionHref(product.type)}
            className="inline-flex flex-1 items-center justify-center rounded-md border border-navy px-4 py-2.5 text-sm font-semibold text-navy hover:bg-navy-soft"
          >
            View Collection
          </Link>
        </div>
      </div>
    </article>
  )
}
