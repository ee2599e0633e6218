import { SafeImage } from '@/components/ui/SafeImage'
import { Section } from '@/components/ui/Section'
import type { ProductView } from '@/lib/cms'

/** Every finish of the collection: its picture (or colour) and name. Nothing when there are none. */
export function FinishesSection({ finishes }: { finishes: ProductView['finishes'] }) {
  if (finishes.length === 0) return null
  return (
    <Section tone="white" aria-labelledby="finishes-heading" id="finishes">
      <div className="mb-10 max-w-2xl">
        <p className="eyebrow mb-3">{finishes.length} finishes</p>
        <h2 id="finishes-heading" className="text-3xl font-semibold md:text-4xl">
          Choose your finish
        </h2>
        <p className="mt-4 text-lg text-muted">
          We bring samples of every finish to your free measuring visit, so you can see them in your own light.
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3" data-testid="finishes">
        {finishes.map((f) => (
          <li key={f.name} className="overflow-hidden rounded-card border border-line bg-canvas shadow-card">
            <div className="relative aspect-[4/3]" style={{ backgroundColor: f.hex }}>
              {f.image && (
                <SafeImage
                  src={f.image.url}
                  alt={f.image.alt}
                  fill
                  sizes="(min-width: 1024px) 360px, 50vw"
                  className="object-cover"
                />
              )}
            </div>
            <div className="flex items-center gap-3 p-3 sm:p-4">
              <span
                aria-hidden="true"
                className="size-6 shrink-0 rounded-full border border-line shadow-inner"
                style={{ backgroundColor: f.hex }}
              />
              <span className="font-semibold">{f.name}</span>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
