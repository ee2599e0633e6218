import type { CollectionBeforeChangeHook } from 'payload'

import { fieldOf } from '@/lib/platform/narrow'
import type { MeasuringAppointment, QuoteRequest } from '@/payload-types'

type Row = Record<string, unknown>

/** A stored row again as input: its author as an id, as Payload expects a relationship on save. */
const asInput = (row: Row): Row => ({
  ...row,
  writtenBy: row.writtenBy && typeof row.writtenBy === 'object' ? fieldOf(row.writtenBy, 'id') : row.writtenBy,
})

/**
 * Staff notes are a log: what is typed into "Add a note" becomes a new entry with its author and time, and the
 * entries already there are kept as they are, so the next person adds to the notes and never overwrites them.
 */
export const appendStaffNote: CollectionBeforeChangeHook<MeasuringAppointment | QuoteRequest> = ({
  data,
  originalDoc,
  req,
}) => {
  const { addNote, ...rest } = data
  const before = ((originalDoc?.staffNotes ?? []) as Row[]).map(asInput)
  const note = typeof addNote === 'string' ? addNote.trim() : ''
  if (!note) return originalDoc ? { ...rest, addNote: null, staffNotes: before } : { ...rest, addNote: null }
  const user = req.user?.collection === 'users' ? req.user : null
  const author = user ? user.name || user.username || user.email : null
  return {
    ...rest,
    addNote: null,
    staffNotes: [...before, { note, writtenAt: new Date().toISOString(), author, writtenBy: user?.id ?? null }],
  }
}
