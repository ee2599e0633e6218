import type { ReactNode } from 'react'

import { Breadcrumbs, type Crumb } from '@/components/layout/Breadcrumbs'
import { SafeImage } from '@/components/ui/SafeImage'
import type { ImageView } from '@/lib/cms'
import { cn } from '@/lib/platform/cn'

/**
 * The top of every inner page: breadcrumb, eyebrow, the page's one h1, an intro, the section's call to action and
 * optionally a picture (eager: on wide screens it is usually the largest paint).
 * On phones, with a picture, the words lead: heading, then the facts (`children`, e.g. the price) and the call to
 * action, then the intro, and the picture after them, shorter and narrower; a phone visitor came for the price and the button,
 * and the first paint is then the page's largest element. Wide screens keep text beside the picture.
 */
export function PageHero({
  crumbs,
  eyebrow,
  title,
  intro,
  actions,
  aside,
  image,
  children,
  className,
}: {
  crumbs: Crumb[]
  eyebrow?: ReactNode
  title: ReactNode
  intro?: ReactNode
  actions?: ReactNode
  /** Shown beside the text on wide screens when there is no image (e.g. a facts card). */
  aside?: ReactNode
  image?: ImageView | null
  children?: ReactNode
  className?: string
}) {
  const side = image ? (
    <div className="relative aspect-[8/5] overflow-hidden rounded-card bg-oak-soft shadow-lift max-lg:mx-auto max-lg:aspect-[2/1] max-lg:w-2/3">
      <SafeImage
        src={image.url}
        alt={image.alt}
        fill
        // The hero image is the page's largest paint: preloaded, and fetched before the other images.
        preload
        fetchPriority="high"
        sizes="(min-width: 1024px) 560px, 67vw"
        className="object-cover"
      />
    </div>
  ) : (
    aside
  )
  return (
    <section
      aria-labelledby="page-title"
      className={cn(
        'relative overflow-hidden border-b border-line bg-gradient-to-b from-oak-soft/70 to-canvas',
        className,
      )}
    >
      <div aria-hidden="true" className="slats absolute inset-y-0 right-0 hidden w-1/2 lg:block" />
      <div className="container-page relative pb-12 pt-6 md:pb-16 md:pt-8">
        <Breadcrumbs items={crumbs} />
        <div className={cn('mt-8 grid items-center gap-10', side && 'lg:grid-cols-[1.05fr_1fr] lg:gap-14')}>
          <div className={cn(image && 'flex flex-col')}>
            {eyebrow && <p className="eyebrow mb-4">{eyebrow}</p>}
            <h1 id="page-title" className="text-4xl font-semibold text-ink text-balance md:text-5xl">
              {title}
            </h1>
            {intro && <div className={cn('mt-5 max-w-2xl text-lg text-muted', image && 'max-lg:order-3')}>{intro}</div>}
            {actions && (
              <div className={cn('mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap', image && 'max-lg:order-2')}>
                {actions}
              </div>
            )}
            {image ? <div className="max-lg:order-1">{children}</div> : children}
          </div>
          {side}
        </div>
      </div>
    </section>
  )
}
