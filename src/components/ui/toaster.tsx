'use client'

import { X } from 'lucide-react'
import { Toast as T } from 'radix-ui'
import { useSyncExternalStore } from 'react'

import { cn } from '@/lib/cn'

/**
 * Notifications (seed 9): one at a time, 5 s by default, swipe right past 50px to dismiss, F8 focuses the region
 * (Radix's default hotkey). Call `toast({...})` from any client component.
 */
export interface ToastMessage {
  id: number
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

let current: ToastMessage | null = null
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

export function toast(message: Omit<ToastMessage, 'id'>) {
  current = { ...message, id: nextId++ } // at most one toast: a new one replaces the old
  emit()
}

function dismiss(id: number) {
  if (current?.id === id) {
    current = null
    emit()
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export function Toaster() {
  const message = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
  return (
    <T.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {message && (
        <T.Root
          key={message.id}
          open
          onOpenChange={(open) => !open && dismiss(message.id)}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-card border p-4 pr-10 shadow-lift data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full',
            message.variant === 'destructive' ? 'border-danger bg-danger text-white' : 'border-line bg-white text-ink',
          )}
          data-variant={message.variant ?? 'default'}
        >
          <div>
            <T.Title className="font-semibold">{message.title}</T.Title>
            {message.description && <T.Description className="mt-1 text-sm opacity-90">{message.description}</T.Description>}
          </div>
          <T.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </T.Close>
        </T.Root>
      )}
      <T.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </T.Provider>
  )
}
