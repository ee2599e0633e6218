'use client'

import { CalendarCheck, MapPin, Menu, Phone, X } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { Dialog } from 'radix-ui'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { Badge } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { BOOKING_HREF, isCurrent, PRIMARY_NAV } from '@/lib/navigation'

/** Seed 9 thresholds */
export const HEADER_SCROLLED_AT = 50
export const HEADER_HIDE_AFTER = 100
const MENU_CLOSE_SCROLL = 8

interface HeaderBarProps {
  logo: ReactNode
  phone: string
  phoneHref: string
  address: string
}

/**
 * The fixed header's behaviour (seed 2.2): a translucent, shadowed style after 50px of scroll; hidden while the
 * visitor scrolls down past 100px, back as soon as they scroll up. Below the `lg` breakpoint a menu (Radix Dialog,
 * non-modal so the page keeps scrolling) holds the navigation, Call Us and Book Measuring; it closes on scroll,
 * on Escape, on a click outside and when a link is chosen.
 */
export function HeaderBar({ logo, phone, phoneHref, address }: HeaderBarProps) {
  const pathname = usePathname()
  const [scrolled, setScrolled] = useState(false)
  const [hidden, setHidden] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const lastY = useRef(0)
  const menuOpenedAt = useRef(0)
  const closedByLink = useRef(false)

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

  // ...and whenever the page changes.
  useEffect(() => setMenuOpen(false), [pathname])

  const closeMenu = () => {
    closedByLink.current = true
    setMenuOpen(false)
  }
  const isHidden = hidden && !menuOpen

  return (
    <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen} modal={false}>
      <header
        data-scrolled={scrolled ? 'true' : 'false'}
        data-hidden={isHidden ? 'true' : 'false'}
        className={cn(
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
                    <Link
                      href={link.href}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'relative inline-flex min-h-10 items-center gap-1.5 rounded-md px-3 text-[0.9375rem] font-medium text-ink transition-colors hover:bg-sand hover:text-navy',
                        current &&
                          'text-navy after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-oak',
                      )}
                    >
                      {link.label}
                      {link.badge && <NavBadge>{link.badge}</NavBadge>}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </nav>

          <div className="flex items-center md:gap-3">
            <a
              href={phoneHref}
              className="hidden items-center gap-2 rounded-md px-2 py-2 text-[0.9375rem] font-semibold text-navy hover:bg-sand md:inline-flex"
            >
              <Phone className="size-4 text-oak-deep" aria-hidden="true" />
              <span className="sr-only">Call us on </span>
              <span className="tabular">{phone}</span>
            </a>
            <ButtonLink href={BOOKING_HREF} size="md" className="hidden lg:inline-flex">
              Book Free Measuring
            </ButtonLink>
            <ButtonLink href={BOOKING_HREF} size="sm" className="hidden md:inline-flex lg:hidden">
              Book Measuring
            </ButtonLink>

            {/* Mobile: call icon, booking icon, menu toggle */}
            <a
              href={phoneHref}
              aria-label={`Call us on ${phone}`}
              className="grid size-11 place-items-center rounded-full text-navy hover:bg-sand md:hidden"
            >
              <Phone className="size-5" aria-hidden="true" />
            </a>
            <Link
              href={BOOKING_HREF}
              aria-label="Book Measuring"
              className="grid size-11 place-items-center rounded-full text-navy hover:bg-sand md:hidden"
            >
              <CalendarCheck className="size-5" aria-hidden="true" />
            </Link>
            <Dialog.Trigger
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              className="grid size-11 cursor-pointer place-items-center rounded-full text-navy hover:bg-sand lg:hidden"
              data-testid="menu-toggle"
            >
              {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
            </Dialog.Trigger>
          </div>
        </div>

        <Dialog.Content
          aria-describedby={undefined}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-white shadow-lift outline-none data-[state=open]:animate-menu-in lg:hidden"
          data-testid="mobile-menu"
          onCloseAutoFocus={(event) => {
            // A link was chosen: focus belongs to the new page, not to the toggle.
            if (closedByLink.current) event.preventDefault()
            closedByLink.current = false
          }}
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <div className="container-page py-4">
            <nav aria-label="Mobile">
              <ul className="divide-y divide-line">
                {PRIMARY_NAV.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      onClick={closeMenu}
                      aria-current={isCurrent(pathname, link.href) ? 'page' : undefined}
                      className="flex min-h-12 items-center gap-2 py-2 text-base font-medium text-ink aria-[current=page]:text-navy"
                    >
                      {link.label}
                      {link.badge && <NavBadge>{link.badge}</NavBadge>}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-4 grid grid-cols-2 gap-3">
              <ButtonLink href={phoneHref} variant="secondary" onClick={closeMenu} className="whitespace-nowrap px-3">
                <Phone aria-hidden="true" />
                Call Us
              </ButtonLink>
              <ButtonLink href={BOOKING_HREF} onClick={closeMenu} className="whitespace-nowrap px-3">
                <CalendarCheck aria-hidden="true" />
                Book Measuring
              </ButtonLink>
            </div>
            <p className="mt-4 flex items-start gap-2 rounded-card bg-sand p-3 text-sm text-muted">
              <MapPin className="mt-0.5 size-4 shrink-0 text-oak-deep" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-ink">Showroom</span>
                {address}
              </span>
            </p>
          </div>
        </Dialog.Content>
      </header>
      {menuOpen &&
        createPortal(
          <div
            aria-hidden="true"
            className="fixed inset-0 z-40 bg-ink/25 animate-fade-in lg:hidden"
            onClick={() => setMenuOpen(false)}
          />,
          document.body,
        )}
    </Dialog.Root>
  )
}

/** The small 'NEW' badge beside a menu link (desktop bar and mobile menu alike). */
function NavBadge({ children }: { children: string }) {
  return (
    <Badge tone="new" className="px-1.5 py-0 text-[0.625rem] leading-4 tracking-wide">
      {children}
    </Badge>
  )
}
