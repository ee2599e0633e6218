/** Seed 4: the products list shows placeholders while it loads (three by default). */
export function ProductGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div
      className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      role="status"
      aria-label="Loading products"
      data-testid="products-loading"
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card overflow-hidden" aria-hidden="true">
          <div className="aspect-[16/10] animate-pulse bg-sand" />
          <div className="space-y-4 p-6">
            <div className="h-6 w-2/3 animate-pulse rounded bg-sand" />
            <div className="space-y-2">
              <div className="h-3.5 animate-pulse rounded bg-sand" />
              <div className="h-3.5 w-5/6 animate-pulse rounded bg-sand" />
            </div>
            <div className="h-8 w-1/3 animate-pulse rounded bg-sand" />
            <div className="flex gap-2">
              {Array.from({ length: 5 }, (_, j) => (
                <div key={j} className="size-8 animate-pulse rounded-full bg-sand" />
              ))}
            </div>
            <div className="grid grid-cols-2 gap-2.5">
              <div className="h-11 animate-pulse rounded-md bg-sand" />
              <div className="h-11 animate-pulse rounded-md bg-sand" />
            </div>
          </div>
        </div>
      ))}
      <span className="sr-only">Loading products…</span>
    </div>
  )
}
