'use client'

import { useRowLabel } from '@payloadcms/ui'

type Note = { note?: string; writtenAt?: string; author?: string | null }

const WHEN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})

/** A staff note's row in the log: who wrote it and when (UK time), so the list reads without opening each one. */
export function StaffNoteLabel() {
  const { data } = useRowLabel<Note>()
  const when = data?.writtenAt ? WHEN.format(new Date(data.writtenAt)) : ''
  return <span>{[data?.author || 'Earlier note', when].filter(Boolean).join(' · ')}</span>
}
