'use client'

import { MapPin, Phone, Search, X } from '@/components/icons'
import { IntentLink } from '@/components/ui/IntentLink'
import { useEffect, useId, useMemo, useRef, useState } from 'react'

import type { Area } from '@/lib/areas'
import { clsx } from 'clsx'
import { telHref } from '@/lib/format/phone'
import { areaHref } from '@/lib/navigation/siteLinks'

type AreasModule = typeof import('@/lib/areas')

const MAX_RESULTS = 8

/**
 * 'Search for your area or postcode...' (the home page and /areas): a dropdown of matching areas (rules in
 * `src/lib/areas/search.ts`: districts, postcodes with or without the space, names with a small typo) or
 * 'No areas found matching "{query}"' with the phone number and a request that keeps what was typed. Results are
 * ordinary links: Tab or the arrow keys move through them, Escape returns to the box; Enter opens a page only when
 * exactly one area matches. The area dataset and its search load the first time the visitor reaches for the box,
 * so they cost nothing on first load. Areas the owner has hidden never appear.
 */
export function AreaSearch({ hiddenSlugs, phone }: { hiddenSlugs: string[]; phone: string }) {
  const id = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [areas, setAreas] = useState<AreasModule | null>(null)
  const loading = useRef<Promise<void> | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLUListElement>(null)

  const load = () => {
    loading.current ??= import('@/lib/areas').then((mod) => setAreas(mod))
  }

  const hidden = useMemo(() => new Set(hiddenSlugs), [hiddenSlugs])
  const trimmed = query.trim()
  const matches: Area[] = useMemo(
    () => (areas && trimmed ? areas.searchAreas(trimmed).filter((a) => !hidden.has(a.slug)) : []),
    [areas, trimmed, hidden],
  )
  const shown = matches.slice(0, MAX_RESULTS)
  const expanded = open && trimmed.length > 0 && areas !== null

  // The page's scripts load after its first paint, so a visitor may type before this component runs: keep what
  // they typed and answer it, rather than a box that shows text the search never saw.
  useEffect(() => {
    const typed = input.current?.value ?? ''
    if (!typed) return
    load()
    setQuery(typed)
    if (document.activeElement === input.current) setOpen(true)
  }, [])

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [])

  const links = () => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const items = links()
    const index = items.indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === 'ArrowDown' && items.length) {
      event.preventDefault()
      setOpen(true)
      items[Math.min(index + 1, items.length - 1)]?.focus()
    } else if (event.key === 'ArrowUp' && index >= 0) {
      event.preventDefault()
      if (index === 0) input.current?.focus()
      else items[index - 1]?.focus()
    } else if (event.key === 'Escape') {
      if (expanded) {
        input.current?.focus() // (its focus handler opens the list: close after it)
        setOpen(false)
      } else setQuery('')
    }
  }

  return (
    <div
      ref={root}
      className="relative"
      data-testid="area-search"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search for your area or postcode
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          ref={input}
          id={`${id}-input`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-controls={`${id}-results`}
          aria-describedby={`${id}-status`}
          placeholder="Search for your area or postcode..."
          value={query}
          onFocus={() => {
            load()
            setOpen(true)
          }}
          onPointerEnter={load}
          onChange={(event) => {
            load()
            setQuery(event.target.value)
            setOpen(true)
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            if (areas?.onlyMatch(matches)) links()[0]?.click()
            else setOpen(true)
          }}
          className={clsx(
            'h-14 w-full appearance-none rounded-full border border-line bg-white pl-11 text-base text-ink shadow-card outline-none transition-shadow placeholder:text-muted focus:border-navy focus:ring-4 focus:ring-navy/10 sm:pl-12 [&::-webkit-search-cancel-button]:hidden',
            query ? 'pr-12' : 'pr-4',
          )}
        />
        {query && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setQuery('')
              input.current?.focus()
            }}
            className="absolute right-3 top-1/2 grid size-9 -translate-y-1/2 cursor-pointer place-items-center rounded-full text-muted hover:bg-sand hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>

      <div
        id={`${id}-results`}
        className={clsx(
          'absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-card border border-line bg-white text-left shadow-lift',
          !expanded && 'hidden',
        )}
        data-testid="area-search-results"
      >
        {shown.length > 0 && (
          <ul ref={list} aria-label="Matching areas" className="max-h-80 overflow-y-auto py-1">
            {shown.map((area) => (
              <li key={area.slug}>
                <IntentLink
                  href={areaHref(area.slug)}
                  className="flex items-center gap-3 px-4 py-2.5 outline-none hover:bg-sand focus-visible:bg-sand focus-visible:outline-none"
                  onClick={() => setOpen(false)}
                >
                  <MapPin className="size-4 shrink-0 text-oak-deep" aria-hidden="true" />
                  <span className="font-medium text-ink">{area.name}</span>
                  <span className="ml-auto shrink-0 text-sm text-muted">{areas?.postcodeRangeText(area)}</span>
                </IntentLink>
              </li>
            ))}
          </ul>
        )}
        {expanded && areas && matches.length === 0 && (
          <div className="px-4 py-4 text-sm" data-testid="area-search-no-match">
            <p className="text-muted" data-testid="area-search-empty">
              No areas found matching &quot;{trimmed}&quot;
            </p>
            <p className="mt-2 text-ink">We may still cover you: call us or send a request and we&apos;ll tell you.</p>
            <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
              <a
                href={telHref(phone)}
                className="inline-flex items-center gap-1.5 font-semibold text-navy hover:underline"
              >
                <Phone className="size-4" aria-hidden="true" />
                Call {phone}
              </a>
              <IntentLink href={areas.requestHref(trimmed)} className="font-semibold text-navy hover:underline">
                Send a request
              </IntentLink>
            </p>
          </div>
        )}
        {matches.length > MAX_RESULTS && (
          <p className="border-t border-line px-4 py-2.5 text-sm">
            <IntentLink href="/areas" className="font-semibold text-navy hover:underline">
              See all {matches.length} matching areas
            </IntentLink>
          </p>
        )}
      </div>
      <p id={`${id}-status`} className="sr-only" role="status">
        {expanded
          ? matches.length
            ? `${matches.length} ${matches.length === 1 ? 'area' : 'areas'} found`
            : `No areas found matching "${trimmed}"`
          : ''}
      </p>
    </div>
  )
}
