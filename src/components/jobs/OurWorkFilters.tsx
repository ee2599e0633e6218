import { IntentLink } from '@/components/ui/IntentLink'

import { control } from '@/components/forms/FormFields'
import { Button } from '@/components/ui/Button'
import { OUR_WORK_PATH, type OurWorkFilters as Filters } from '@/lib/ourWork/filters'

/**
 * The filters of /our-work: a plain GET form (no JavaScript), so each filtered view is an ordinary address that
 * can be shared or bookmarked.
 */
export function OurWorkFilters({
  filters,
  areas,
  products,
}: {
  filters: Filters
  areas: { slug: string; name: string }[]
  products: { slug: string; name: string }[]
}) {
  const filtered = Boolean(filters.area || filters.product)
  return (
    <form
      method="get"
      action={OUR_WORK_PATH}
      role="search"
      aria-label="Filter our work"
      className="grid gap-4 rounded-card border border-line bg-card p-5 shadow-card sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto] lg:items-end"
      data-testid="our-work-filters"
    >
      <div className="space-y-1.5">
        <label htmlFor="filter-area" className="block text-sm font-semibold">
          Area
        </label>
        <select id="filter-area" name="area" defaultValue={filters.area ?? ''} className={control}>
          <option value="">All areas</option>
          {areas.map((a) => (
            <option key={a.slug} value={a.slug}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="filter-product" className="block text-sm font-semibold">
          Product
        </label>
        <select id="filter-product" name="product" defaultValue={filters.product ?? ''} className={control}>
          <option value="">All products</option>
          {products.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-1">
        <Button type="submit">Show jobs</Button>
        {filtered && (
          <IntentLink href={OUR_WORK_PATH} className="font-semibold text-navy underline underline-offset-4">
            Clear filters
          </IntentLink>
        )}
      </div>
    </form>
  )
}
