import { ChevronRight } from '@/components/icons'
import { IntentLink } from '@/components/ui/IntentLink'

import { breadcrumbJsonLd, JsonLd } from '@/lib/seo/jsonld'

export interface Crumb {
  name: string
  path: string
}

/**
 * Visible breadcrumb trail plus its BreadcrumbList JSON-LD, so the two always agree. The trail starts at Home (added
 * here); the last crumb is the current page.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const trail = [{ name: 'Home', path: '/' }, ...items]
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1">
          {trail.map((c, i) => (
            <li key={c.path} className="flex items-center gap-1">
              {i > 0 && <ChevronRight aria-hidden="true" className="size-3.5 text-muted/70" />}
              {i === trail.length - 1 ? (
                <span aria-current="page" className="text-ink">
                  {c.name}
                </span>
              ) : (
                <IntentLink href={c.path} className="text-muted underline-offset-4 hover:text-navy hover:underline">
                  {c.name}
                </IntentLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </>
  )
}
