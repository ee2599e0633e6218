import { ChevronRight } from 'lucide-react'
import Link from 'next/link'

import { cn } from '@/lib/cn'

/** Visible breadcrumb trail; the JSON-LD BreadcrumbList carries the same items. */
export function Breadcrumbs({ items, className }: { items: { name: string; path: string }[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cn('text-sm text-muted', className)}>
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => {
          const last = i === items.length - 1
          return (
            <li key={item.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link href={item.path} className="underline-offset-4 hover:text-navy hover:underline">
                    {item.name}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-3.5" />
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
