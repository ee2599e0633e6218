import { PageHero } from '@/components/pages/PageHero'
import { HeroActions } from '@/components/sections/HeroActions'
import { Badge } from '@/components/ui/Badge'
import type { ImageView, SiteSettings } from '@/lib/cms'
import { formatPence } from '@/lib/format/money'
import type { CollectionCopy } from './content'

/** The collection's hero: book and call, then three facts (lowest price, number of finishes, guarantee). */
export function CollectionHero({
  copy,
  settings,
  image,
  fromPrice,
  finishCount,
}: {
  copy: CollectionCopy
  settings: SiteSettings
  image: ImageView | null
  /** Lowest product price in pence; the fact is left out without products */
  fromPrice: number | null
  finishCount: number
}) {
  return (
    <PageHero
      crumbs={[{ name: copy.eyebrow, path: copy.path }]}
      eyebrow={
        <span className="inline-flex items-center gap-2">
          {copy.eyebrow}
          <Badge tone="new">NEW</Badge>
        </span>
      }
      title={copy.title}
      intro={<p>{copy.intro}</p>}
      image={image}
      actions={
        <HeroActions action={{ href: copy.bookHref, label: 'Book Free Measuring' }} phone={settings.phonePrimary} />
      }
    >
      <dl className="mt-8 grid max-w-xl grid-cols-3 gap-3 text-center sm:gap-4">
        {fromPrice !== null && (
          <div className="rounded-card bg-white/80 px-2 py-3 shadow-card">
            <dt className="text-xs text-muted">Starting from</dt>
            <dd className="font-serif text-xl font-semibold text-navy" data-testid="hero-price">
              {formatPence(fromPrice)}
            </dd>
          </div>
        )}
        <div className="rounded-card bg-white/80 px-2 py-3 shadow-card">
          <dt className="text-xs text-muted">Finishes</dt>
          <dd className="font-serif text-xl font-semibold text-navy">{finishCount}</dd>
        </div>
        <div className="rounded-card bg-white/80 px-2 py-3 shadow-card">
          <dt className="text-xs text-muted">Guarantee</dt>
          <dd className="font-serif text-xl font-semibold text-navy">{settings.guaranteeYears} years</dd>
        </div>
      </dl>
    </PageHero>
  )
}
