'use client'

import { clsx } from 'clsx'
import { X } from '@/components/icons'
import { Toast as T } from 'radix-ui'
import { useEffect, useRef } from 'react'

import { dismissToast, useCurrentToast } from './toastStore'

/**
 * Radix Toast in the site's styles: 5 s by default, swipe right past 50px to dismiss, F8 focuses the region
 * (Radix's default hotkey). Loaded by `Toaster` when the first notification is shown.
 */
export default function ToastViewport({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const message = useCurrentToast()
  const viewport = useRef<HTMLOListElement>(null)
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus()
  }, [focusOnMount])
  return (
    <T.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {message && (
        <T.Root
          key={message.id}
          open
          onOpenChange={(open) => !open && dismissToast(message.id)}
          className={clsx(
            'relative flex w-full items-start gap-3 rounded-card border p-4 pr-10 shadow-lift data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full',
            message.variant === 'destructive' ? 'border-danger bg-danger text-white' : 'border-line bg-white text-ink',
          )}
          data-variant={message.variant ?? 'default'}
        >
          <div>
            <T.Title className="font-semibold">{message.title}</T.Title>
            {message.description && (
              <T.Description className="mt-1 text-sm opacity-90">{message.description}</T.Description>
            )}
          </div>
          <T.Close aria-label="Close" className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100">
            <X className="size-4" aria-hidden="true" />
          </T.Close>
        </T.Root>
      )}
      <T.Viewport
        ref={viewport}
        className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </T.Provider>
  )
}
