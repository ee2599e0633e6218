'use client'

import { ArrowUp } from '@/components/icons'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { clsx } from 'clsx'

export const SCROLL_TOP_AFTER = 300

const smooth = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth')

/**
 * Pages read through to a form at their end, where a floating button would sit over the words being read (the quote
 * and its in-person notice, on a phone): no 'Back to top' there.
 */
const READ_THROUGH = /^\/quote\//

/** 'Back to top' appears after 300px of scroll. */
export function ScrollToTop() {
  const readThrough = READ_THROUGH.test(usePathname() ?? '')
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_AFTER)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  if (readThrough) return null
  return (
    <button
      type="button"
      aria-label="Back to top"
      data-testid="scroll-to-top"
      tabIndex={visible ? 0 : -1}
      aria-hidden={visible ? undefined : true}
      onClick={() => window.scrollTo({ top: 0, behavior: smooth() })}
      className={clsx(
        'fixed bottom-5 right-5 z-40 grid size-12 cursor-pointer place-items-center rounded-full bg-navy text-white shadow-lift transition-[opacity,translate] duration-300 hover:bg-navy-dark',
        visible ? 'opacity-100' : 'pointer-events-none translate-y-3 opacity-0',
      )}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  )
}
