import { CircleCheck } from '@/components/icons'

/** Why homeowners in the area choose the business: the generated (or overridden) benefit lines. */
export function Benefits({ areaName, items }: { areaName: string; items: string[] }) {
  return (
    <section aria-labelledby="benefits-title" className="bg-white py-14 md:py-20" data-section="benefits">
      <div className="container-page">
        <h2 id="benefits-title" className="text-3xl font-semibold md:text-4xl">
          Why homeowners in {areaName} choose us
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((b) => (
            <li key={b} className="flex gap-3 rounded-card bg-canvas p-5">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-oak" />
              <span>{b}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
