import type { Metadata } from 'next'

import { emptyWindow, EstimateFormView } from '@/components/estimate/EstimateFormView'
import { EstimateIsland } from '@/components/estimate/EstimateIsland'
import { BOOK_THESE, ESTIMATE_NOTE, EstimateResult } from '@/components/estimate/EstimateResult'
import { LazyBookingForm, LazyInstantBooking } from '@/components/forms/LazyForms'
import { getHiddenAreaSlugs, getSiteSettings } from '@/lib/cms'
import { getAvailability } from '@/lib/booking/readAvailability'
import { getPricedProducts } from '@/lib/pricing/readPricedProducts'
import { buildCoverageIndex } from '@/lib/areas/coverageIndex'
import { estimateQueryString, readEstimateQuery } from '@/lib/pricing/query'
import { priceFromQuery } from '@/lib/pricing/estimateQuery'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: 'Price your windows',
  robots: { index: false, follow: true },
}

type Search = Record<string, string | string[] | undefined>

const toParams = (search: Search) => {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(search))
    for (const one of [v].flat()) if (one !== undefined) params.append(k, one)
  return params
}

/**
 * The estimate without JavaScript: the estimate forms of the static pages send a GET here, and this page prices the
 * windows on the server ("Add another window" comes back with one more). Below the estimate, the booking form
 * carries the windows as a hidden field, so "Book a free measuring visit for these windows" needs no script either.
 */
export default async function PricePage({ searchParams }: { searchParams: Promise<Search> }) {
  const params = toParams(await searchParams)
  const [priced, hidden, availability, settings] = await Promise.all([
    getPricedProducts(),
    getHiddenAreaSlugs(),
    getAvailability(),
    getSiteSettings(),
  ])
  const products = priced.map(({ slug, name, finishes, options }) => ({ slug, name, finishes, options }))
  const raw = readEstimateQuery(params)
  const adding = params.has('add')
  const asked = !adding && params.has('product')
  const answer = asked ? await priceFromQuery(params) : null
  const last = raw.windows[raw.windows.length - 1]?.product || products[0]?.slug
  const values = adding
    ? { ...raw, windows: [...raw.windows, emptyWindow(last)] }
    : raw.windows[0]?.product
      ? raw
      : { ...raw, windows: [emptyWindow(products[0]?.slug)] }
  const estimate = answer && answer.status !== 400 ? (answer.status === 200 ? answer.body : answer.body.estimate) : null
  const windows = answer?.query ? estimateQueryString({ ...answer.query, windows: raw.windows }) : undefined
  const materials = new Set(estimate?.windows.map((w) => priced.find((p) => p.slug === w.product)?.type))
  const material = materials.size === 1 ? [...materials][0] : materials.size > 1 ? 'both' : undefined

  return (
    <div className="bg-canvas pb-20 pt-6 md:pt-8">
      <div className="container-page max-w-3xl space-y-8">
        <div>
          <p className="eyebrow">Instant estimate</p>
          <h1 className="mt-2 text-4xl font-semibold md:text-5xl">Price your windows</h1>
          <p className="mt-4 text-lg text-muted">
            A price per window and a total, measuring and fitting included. {ESTIMATE_NOTE}
          </p>
        </div>
        <div className="rounded-card bg-white p-5 shadow-card md:p-8">
          <EstimateIsland idPrefix="price" products={products}>
            <EstimateFormView
              idPrefix="price"
              products={products}
              values={values}
              errors={answer?.status === 400 ? answer.body.fields : {}}
            />
          </EstimateIsland>
        </div>
        {estimate ? (
          <EstimateResult estimate={estimate} error={answer?.status === 422 ? answer.body.error : undefined} />
        ) : null}
        {estimate && windows ? (
          <section id="book" aria-labelledby="book-heading" className="rounded-card bg-white p-5 shadow-card md:p-8">
            <h2 id="book-heading" className="mb-4 text-2xl font-semibold">
              {BOOK_THESE}
            </h2>
            {availability.mode === 'instant' ? (
              // Instant mode: free times to pick, confirmed at once, as on every other instant route.
              <LazyInstantBooking
                idPrefix="price-book"
                source="/price"
                phone={settings.phonePrimary}
                windows={windows}
              />
            ) : (
              <LazyBookingForm
                blindType={
                  material === 'wooden'
                    ? 'basswood'
                    : material === 'faux-wood'
                      ? 'faux-wood'
                      : material === 'both'
                        ? 'both'
                        : undefined
                }
                coverage={buildCoverageIndex(hidden)}
                source="/price"
                windows={windows}
              />
            )}
          </section>
        ) : null}
      </div>
    </div>
  )
}
