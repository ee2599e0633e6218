import { Check } from '@/components/icons'

import { collectionHref } from '@/components/products/ProductCard'
import { ButtonLink } from '@/components/ui/Button'
import { SafeImage } from '@/components/ui/SafeImage'
import { Tabs } from '@/components/ui/Tabs'
import type { ProductView } from '@/lib/cms'
import { formatPence } from '@/lib/format/money'
import { BOOKING_HREF } from '@/lib/navigation/siteLinks'

const TABS = [
  { value: 'faux-wood', label: 'Faux Wood Blinds' },
  { value: 'wooden', label: 'Premium Wooden Blinds' },
] as const

/**
 * The hero's two-tab showcase (faux wood, then wooden): one panel per material, each with the product's
 * image, a price badge, three features, 'View Collection' and 'Book Appointment'. Native tabs (`Tabs`): both
 * panels are in the HTML, the first is the default, and a tap switches them before any script has run.
 */
export function Showcase({ products }: { products: ProductView[] }) {
  const tabs = TABS.flatMap((tab) => {
    const product = products.find((p) => p.type === tab.value)
    return product ? [{ ...tab, product }] : []
  })
  if (tabs.length === 0) return null

  return (
    <Tabs
      name="showcase"
      label="Blind types"
      defaultValue={tabs[0].value}
      className="card min-w-0 gap-4 rounded-2xl p-3 shadow-lift sm:p-4"
      listClassName="grid grid-cols-2 sm:inline-flex sm:self-start"
      triggerClassName="whitespace-normal px-2 text-center text-[0.8125rem] leading-tight sm:whitespace-nowrap sm:px-4 sm:text-sm"
      data-testid="showcase"
      tabs={tabs.map(({ value, label, product }, index) => ({
        value,
        label,
        panelProps: { 'data-testid': `showcase-${value}` },
        panel: (
          <div className="md:grid md:grid-cols-[1.15fr_1fr] md:items-center md:gap-6 lg:block">
            <div className="relative aspect-[16/10] overflow-hidden rounded-xl bg-sand">
              <SafeImage
                src={product.image?.url ?? ''}
                alt={product.image?.alt || product.name}
                fill
                priority={index === 0}
                sizes="(min-width: 1152px) 520px, (min-width: 1024px) 45vw, (min-width: 768px) 55vw, 100vw"
                className="object-cover"
              />
              <p className="absolute left-3 top-3 rounded-full bg-white/95 px-3 py-1.5 text-sm shadow-card">
                <span className="text-muted">From </span>
                <span className="font-semibold text-navy" data-testid="showcase-price">
                  {formatPence(product.startingPrice)}
                </span>
              </p>
            </div>
            <div className="px-1 pb-1 pt-4 sm:px-2 md:pt-0 lg:pt-4">
              <p className="font-serif text-xl font-semibold text-ink">{product.name}</p>
              <ul className="mt-3 space-y-2 text-sm text-ink">
                {product.features.slice(0, 3).map((feature) => (
                  <li key={feature} className="flex gap-2.5">
                    <Check className="mt-0.5 size-4 shrink-0 text-oak-deep" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-5 grid gap-2.5 min-[400px]:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
                <ButtonLink href={collectionHref(product.type)} variant="secondary">
                  View Collection
                </ButtonLink>
                <ButtonLink href={`${BOOKING_HREF}/${product.type}`}>Book Appointment</ButtonLink>
              </div>
            </div>
          </div>
        ),
      }))}
    />
  )
}
