'use client'

import { clsx } from 'clsx'
import { Menu, X } from '@/components/icons'
import { IntentLink } from '@/components/ui/IntentLink'
import { usePathname } from 'next/navigation'
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'

import { isCurrent, PRIMARY_NAV } from '@/lib/navigation/siteLinks'
import { NavBadge } from './NavBadge'
import { useEarlyAction } from '../hooks/useEarlyAction'

/** Scroll thresholds (px): the translucent style from 50, hidden on the way down beyond 100. */
export const HEADER_SCROLLED_AT = 50
export const HEADER_HIDE_AFTER = 100
const MENU_CLOSE_SCROLL = 8

// The mobile menu (Radix Dialog and its focus handling) loads on first use, not with every page.
const loadMobileMenu = () => import('./MobileMenu')
const MobileMenu = lazy(loadMobileMenu)

interface HeaderBarProps {
  logo: ReactNode
  /** Phone link and booking buttons beside the navigation, rendered on the server */
  actions: ReactNode
  /** The mobile menu's call, booking and showroom block, rendered on the server */
  menuFooter: ReactNode
}

/**
 * The fixed header's behaviour: a translucent, shadowed style after 50px of scroll; hidden while the
 * visitor scrolls down past 100px, back as soon as they scroll up. Below the `lg` breakpoint a menu (Radix Dialog,
 * non-modal so the page keeps scrolling) holds the navigation, Call Us and Book Measuring; it closes on scroll,
 * on Escape, on a click outside and when a link is chosen.
 */
export function HeaderBar({ logo, actions, menuFooter }: HeaderBarProps) {
  const pathname = usePathname()
  const [scrolled, setScrolled] = useState(false)
  const [hidden, setHidden] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const lastY = useRef(0)
  const menuOpenedAt = useRef(0)
  const toggleRef = useRef<HTMLButtonElement>(null)

  // A tap on the menu button before this hydrated: answered now rather than lost.
  useEarlyAction('tap', 'menu', () => toggleRef.current?.click())

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const y = Math.max(0, window.scrollY)
      setScrolled(y > HEADER_SCROLLED_AT)
      if (y <= HEADER_HIDE_AFTER) setHidden(false)
      else if (y > lastY.current) setHidden(true)
      else if (y < lastY.current) setHidden(false)
      lastY.current = y
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])

  // The menu closes when the visitor scrolls the page.
  useEffect(() => {
    if (!menuOpen) return
    menuOpenedAt.current = window.scrollY
    const onScroll = () => {
      if (Math.abs(window.scrollY - menuOpenedAt.current) > MENU_CLOSE_SCROLL) setMenuOpen(false)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [menuOpen])

  // ...and whenever the page changes (state adjusted during render, React's pattern for reacting to a new prop).
  const [menuPath, setMenuPath] = useState(pathname)
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setMenuOpen(false)
  }

  const isHidden = hidden && !menuOpen

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      data-hidden={isHidden ? 'true' : 'false'}
      className={clsx(
        'fixed inset-x-0 top-0 z-50 border-b transition-[translate,background-color,box-shadow,border-color] duration-300 ease-out has-[:focus-visible]:translate-y-0',
        scrolled || menuOpen
          ? 'border-line/70 bg-white/85 shadow-header backdrop-blur-md supports-[not(backdrop-filter:blur(1px))]:bg-white'
          : 'border-transparent bg-canvas',
        isHidden && '-translate-y-full',
      )}
    >
      <div className="container-page flex h-16 items-center justify-between gap-2 md:gap-4 lg:h-20">
        {logo}

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {PRIMARY_NAV.map((link) => {
              const current = isCurrent(pathname, link.href)
              return (
                <li key={link.href}>
                  <IntentLink
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    className={clsx(
                      'relative inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 text-[0.9375rem] font-medium transition-colors hover:bg-sand hover:text-navy xl:px-3',
                      current
                        ? 'text-navy after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-oak'
                        : 'text-ink',
                    )}
                  >
                    {link.label}
                    {link.badge && <NavBadge>{link.badge}</NavBadge>}
                  </IntentLink>
                </li>
              )
            })}
          </ul>
        </nav>

        <div className="flex items-center md:gap-3">
          {actions}
          <button
            ref={toggleRef}
            type="button"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? 'mobile-menu' : undefined}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen((open) => !open)}
            onPointerEnter={loadMobileMenu}
            onTouchStart={loadMobileMenu}
            onFocus={loadMobileMenu}
            className="grid size-11 cursor-pointer place-items-center rounded-full text-navy hover:bg-sand lg:hidden"
            data-testid="menu-toggle"
            data-early-tap="menu"
          >
            {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>

      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            pathname={pathname}
            toggleRef={toggleRef}
            onClose={() => setMenuOpen(false)}
            footer={menuFooter}
          />
        </Suspense>
      )}
    </header>
  )
}
