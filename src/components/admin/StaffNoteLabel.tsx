'use client'

import { useRowLabel } from '@payloadcms/ui'

import { staffTime } from '@/lib/platform/ukDates'

type Note = { note?: string; writtenAt?: string; author?: string | null }

/** A staff note's row in the log: who wrote it and when (UK time), so the list reads without opening each one. */
export function StaffNoteLabel() {
  const { data } = useRowLabel<Note>()
  const when = data?.writtenAt ? staffTime(data.writtenAt) : ''
  return <span>{[data?.author || 'Earlier note', when].filter(Boolean).join(' · ')}</span>
}
