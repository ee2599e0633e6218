import { AlertCircle, PackageOpen } from '@/components/icons'

import type { ProductView } from '@/lib/cms'
import { cn } from '@/lib/platform/cn'
import { ProductCard } from './ProductCard'

export const PRODUCTS_ERROR = 'Failed to load products. Please try again later.'
export const PRODUCTS_EMPTY = 'No products available at the moment.'

function Notice({ tone, children }: { tone: 'error' | 'empty'; children: string }) {
  const Icon = tone === 'error' ? AlertCircle : PackageOpen
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={tone === 'error' ? 'products-error' : 'products-empty'}
      className="card mx-auto flex max-w-lg flex-col items-center gap-3 px-6 py-10 text-center"
    >
      <Icon className={cn('size-8', tone === 'error' ? 'text-danger' : 'text-oak-deep')} aria-hidden="true" />
      <p className="text-ink">{children}</p>
    </div>
  )
}

/**
 * The products list in its states (pages are static, so never "loading" when served): error,
 * empty, and the cards. `products` is the result of the CMS read, or an Error when it failed.
 */
export function ProductGrid({ products }: { products: ProductView[] | Error }) {
  if (products instanceof Error) return <Notice tone="error">{PRODUCTS_ERROR}</Notice>
  if (!Array.isArray(products) || products.length === 0) return <Notice tone="empty">{PRODUCTS_EMPTY}</Notice>
  return (
    <div className={cn('grid gap-6 md:grid-cols-2', products.length > 2 && 'lg:grid-cols-3')}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  )
}
