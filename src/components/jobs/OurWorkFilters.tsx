import Link from 'next/link'

import { SelectField } from '@/components/forms/FormFields'
import { Button } from '@/components/ui/Button'
import { OUR_WORK_PATH, type OurWorkFilters as Filters } from '@/lib/ourWork'

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
      <SelectField
        id="filter-area"
        label="Area"
        name="area"
        required={false}
        placeholder="All areas"
        options={areas.map((a) => ({ value: a.slug, label: a.name }))}
        defaultValue={filters.area ?? ''}
      />
      <SelectField
        id="filter-product"
        label="Product"
        name="product"
        required={false}
        placeholder="All products"
        options={products.map((p) => ({ value: p.slug, label: p.name }))}
        defaultValue={filters.product ?? ''}
      />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-1">
        <Button type="submit">Show jobs</Button>
        {filtered && (
          <Link href={OUR_WORK_PATH} className="font-semibold text-navy underline underline-offset-4">
            Clear filters
          </Link>
        )}
      </div>
    </form>
  )
}
