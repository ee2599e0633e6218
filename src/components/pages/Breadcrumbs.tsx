import { ChevronRight } from 'lucide-react'
import Link from 'next/link'

import { breadcrumbJsonLd, JsonLd } from '@/lib/seo/jsonld'

export interface Crumb {
  name: string
  path: string
}

/** Visible breadcrumb trail plus its BreadcrumbList JSON-LD. The last crumb is the current page. */
export function Breadcrumbs({ items, tone = 'light' }: { items: Crumb[]; tone?: 'light' | 'dark' }) {
  const trail = [{ name: 'Home', path: '/' }, ...items]
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1">
          {trail.map((c, i) => {
            const last = i === trail.length - 1
            return (
              <li key={c.path} className="flex items-center gap-1">
                {i > 0 && (
                  <ChevronRight
                    aria-hidden="true"
                    className={tone === 'dark' ? 'size-3.5 text-white/60' : 'size-3.5 text-muted/70'}
                  />
                )}
                {last ? (
                  <span aria-current="page" className={tone === 'dark' ? 'text-white' : 'text-ink'}>
                    {c.name}
                  </span>
                ) : (
                  <Link
                    href={c.path}
                    className={
                      tone === 'dark'
                        ? 'text-white/85 underline-offset-4 hover:text-white hover:underline'
                        : 'text-muted underline-offset-4 hover:text-navy hover:underline'
                    }
                  >
                    {c.name}
                  </Link>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </>
  )
}
