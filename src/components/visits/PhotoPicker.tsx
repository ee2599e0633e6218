'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { answerOf } from '@/lib/api/request'
import { cn } from '@/lib/platform/cn'
import type { StoredVisitPhoto } from '@/lib/visits/saveVisitPhoto'

type PhotoOwner = { stage: 'measuring'; appointment: number } | { stage: 'fitted'; quote: number }

/** A photo on this phone: sent (stored, its thumbnail served to staff), being sent, waiting for signal, or refused. */
interface PhotoOnPhone {
  clientId: string
  preview: string
  state: 'sending' | 'not-sent' | 'sent' | 'refused'
  file?: File
  /** the window it shows, fixed when it was taken */
  windowId?: string
  stored?: StoredVisitPhoto
  message?: string
}

const STATE_TEXT = { sending: 'Sending…', 'not-sent': 'not yet sent', sent: 'Sent', refused: 'Not accepted' }

/**
 * Photos of one window from the phone's camera, each sent at once with an id made on the phone (a repeat after a
 * lost answer is stored once). Without signal a photo waits on the page as "not yet sent" and goes when the network
 * returns; it is kept only while the page stays open (measurements are kept on the phone; photos are too large for
 * its storage).
 */
export function PhotoPicker({
  owner,
  windowClientId,
  photos,
  label,
  disabled = false,
}: {
  owner: PhotoOwner
  /** the window the photos show: its id, made on first use when the window has none yet */
  windowClientId: () => string
  photos: StoredVisitPhoto[]
  /** what the photos show, for their text alternative ("Window 2") */
  label: string
  /** no photo taken or removed (a signed-off fitting): the buttons are off and look it */
  disabled?: boolean
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [list, setList] = useState<PhotoOnPhone[]>(() =>
    photos.map((p) => ({ clientId: p.clientId, preview: p.thumbnail, state: 'sent', stored: p })),
  )
  const update = useCallback(
    (clientId: string, change: Partial<PhotoOnPhone>) =>
      setList((photos) => photos.map((p) => (p.clientId === clientId ? { ...p, ...change } : p))),
    [],
  )

  const send = useCallback(
    async (photo: PhotoOnPhone) => {
      if (!photo.file || !photo.windowId) return
      update(photo.clientId, { state: 'sending' })
      const body = new FormData()
      body.set('file', photo.file)
      body.set('clientId', photo.clientId)
      body.set('windowClientId', photo.windowId)
      body.set('stage', owner.stage)
      if (owner.stage === 'measuring') body.set('appointment', String(owner.appointment))
      else body.set('quote', String(owner.quote))
      try {
        const res = await fetch('/api/visits/photos', { method: 'POST', body, credentials: 'same-origin' })
        const answer = await answerOf<{ photo?: StoredVisitPhoto; message?: string }>(res)
        if (res.ok && answer.photo) update(photo.clientId, { state: 'sent', stored: answer.photo, file: undefined })
        else if (res.status >= 500) update(photo.clientId, { state: 'not-sent' })
        else update(photo.clientId, { state: 'refused', message: answer.message ?? 'Not accepted.', file: undefined })
      } catch {
        // No signal (or the server unreachable): kept here and sent when the network returns.
        update(photo.clientId, { state: 'not-sent' })
      }
    },
    [owner, update],
  )

  const latest = useRef(list)
  useEffect(() => {
    latest.current = list
  }, [list])
  useEffect(() => {
    const retry = () => latest.current.filter((p) => p.state === 'not-sent').forEach((p) => void send(p))
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [send])

  const pick = (files: FileList | null) => {
    const windowId = windowClientId()
    for (const file of Array.from(files ?? [])) {
      const photo: PhotoOnPhone = {
        clientId: crypto.randomUUID(),
        preview: URL.createObjectURL(file),
        state: 'sending',
        file,
        windowId,
      }
      setList((photos) => [...photos, photo])
      void send(photo)
    }
    if (input.current) input.current.value = ''
  }

  // A photo chosen before this script arrived (the input works without it) is sent once it does.
  const early = useRef(true)
  useEffect(() => {
    if (!early.current) return
    early.current = false
    if (!disabled && input.current?.files?.length) pick(input.current.files)
  })

  const remove = async (photo: PhotoOnPhone) => {
    if (photo.stored) {
      const res = await fetch(`/api/visits/photos/${photo.stored.id}`, { method: 'DELETE' }).catch(() => null)
      if (!res || (!res.ok && res.status !== 404)) {
        update(photo.clientId, { message: 'Could not remove it: try again with signal.' })
        return
      }
    }
    setList((photos) => photos.filter((p) => p.clientId !== photo.clientId))
  }

  return (
    <div className="mt-3" data-photos>
      {list.length ? (
        <ul className="grid grid-cols-3 gap-2" aria-label={`Photos of ${label}`}>
          {list.map((p, i) => (
            <li key={p.clientId} data-photo-state={p.state} className="text-xs">
              {/* eslint-disable-next-line @next/next/no-img-element -- a private photo, served to staff only */}
              <img
                src={p.stored?.thumbnail || p.preview}
                alt={`Photo ${i + 1} of ${label}`}
                className="aspect-square w-full rounded object-cover"
              />
              <p role="status">{STATE_TEXT[p.state]}</p>
              {p.message ? <p className="text-red-700">{p.message}</p> : null}
              <button
                type="button"
                disabled={disabled}
                className="underline disabled:cursor-not-allowed disabled:no-underline disabled:opacity-50"
                onClick={() => void remove(p)}
              >
                Remove photo {i + 1}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label
        htmlFor={`${id}-photo`}
        aria-disabled={disabled || undefined}
        className={cn(
          'mt-2 block w-full rounded-card border border-line px-4 py-3 text-center font-semibold',
          disabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer',
        )}
      >
        Take a photo
      </label>
      <input
        ref={input}
        id={`${id}-photo`}
        type="file"
        accept="image/*"
        capture="environment"
        disabled={disabled}
        className="sr-only"
        onChange={(e) => pick(e.currentTarget.files)}
      />
    </div>
  )
}
