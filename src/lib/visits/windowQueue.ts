/**
 * The phone's measured windows (browser only): those not yet sent, and those sent in the last days. Kept in
 * localStorage: a visit's windows are a few kilobytes, it is synchronous (a window is on the phone before the send
 * starts) and needs no library. Each entry is keyed by the window's own id (`crypto.randomUUID()`), so sending it
 * twice stores it once on the server. Sent windows stay a while because a page opened without signal is the copy
 * kept before they were measured: they join it from here, with their ids, so a second save updates them.
 */
import { answerOf } from '@/lib/api/request'
import { forgetKeptPages } from './keptPages'
import type { MeasuredWindowInput } from './measuredWindow'

const KEY = 'visits.measured-windows.queue'
/** Fired on window whenever the queue changes, so each form shows "not yet sent" or "Sent". */
export const QUEUE_EVENT = 'visits:window-queue'

export interface QueuedWindow {
  clientId: string
  body: MeasuredWindowInput
  /**
   * The id of the member of staff signed in when it was saved: only that user's pages show it and only their session
   * sends it. Unset on a window saved before issue 67 (the first user to open a page claims it).
   */
  user?: string
  /** the server refused it (a 4xx): it stays on the phone, with why, until corrected */
  refused?: string
  /** when the server answered that it is stored (ISO); unset while it waits */
  sentAt?: string
}

/** How long a sent window stays on the phone. */
const KEEP_SENT_MS = 7 * 24 * 60 * 60 * 1000

export type WindowState = 'unsaved' | 'not-sent' | 'sent'

/** The attribute each staff page carries on its `<main>`: the signed-in user's id (the worker reads it too). */
export const STAFF_USER_ATTRIBUTE = 'data-staff-user'

let actingUser: string | null = null
/** For a page without the attribute (/admin's sign-out): whose windows this page handles. */
export function actAs(user: string | number) {
  actingUser = String(user)
}
/** The signed-in user this page was rendered for (a kept copy: the user signed in when it was kept), or null. */
export function currentUser(): string | null {
  if (actingUser) return actingUser
  if (typeof document === 'undefined') return null
  return document.querySelector(`[${STAFF_USER_ATTRIBUTE}]`)?.getAttribute(STAFF_USER_ATTRIBUTE) || null
}

/**
 * The windows of `user` in the phone's queue (pure). A window saved before windows had a user is claimed by the
 * first user who reads the queue (`claimed`: write it back); no user, no windows.
 */
export function ownWindows(
  queue: Record<string, QueuedWindow>,
  user: string | null,
): { mine: QueuedWindow[]; claimed: boolean } {
  if (!user) return { mine: [], claimed: false }
  let claimed = false
  const mine: QueuedWindow[] = []
  for (const entry of Object.values(queue)) {
    if (entry.user === undefined) {
      entry.user = user
      claimed = true
    }
    if (entry.user === user) mine.push(entry)
  }
  return { mine, claimed }
}

/**
 * What stays on the phone once its kept pages are cleared (signed out, the session expired; pure): every window not
 * yet on the server (waiting or refused), each still tied to its user, until that user signs in again and sends it.
 * The sent copies go: they only joined kept pages, and those are gone.
 */
export function unsentOnly(queue: Record<string, QueuedWindow>): Record<string, QueuedWindow> {
  return Object.fromEntries(Object.entries(queue).filter(([, entry]) => !entry.sentAt))
}

function readAll(): Record<string, QueuedWindow> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, QueuedWindow>
  } catch {
    return {}
  }
}

/** This user's windows, by id (the others' stay in storage, never shown nor sent here). */
function read(): Record<string, QueuedWindow> {
  const all = readAll()
  const { mine, claimed } = ownWindows(all, currentUser())
  if (claimed) localStorage.setItem(KEY, JSON.stringify(all))
  return Object.fromEntries(mine.map((entry) => [entry.clientId, entry]))
}

/** Writes this user's windows back beside the other users' (which it never changes). */
function write(mine: Record<string, QueuedWindow>, changed: string) {
  const user = currentUser()
  const others = Object.fromEntries(Object.entries(readAll()).filter(([, entry]) => entry.user !== user))
  const queue = { ...others, ...mine }
  const oldest = Date.now() - KEEP_SENT_MS
  for (const [id, entry] of Object.entries(queue))
    if (entry.sentAt && Date.parse(entry.sentAt) < oldest) delete queue[id]
  localStorage.setItem(KEY, JSON.stringify(queue))
  window.dispatchEvent(new CustomEvent(QUEUE_EVENT, { detail: { clientId: changed } }))
}

/** Every window on the phone, sent or not. */
export const keptWindows = (): QueuedWindow[] => Object.values(read())
/** The windows still to send. */
export const queuedWindows = (): QueuedWindow[] => keptWindows().filter((w) => !w.sentAt)
/** The window if it is still to send. */
export const queuedWindow = (clientId: string): QueuedWindow | undefined => {
  const entry = read()[clientId]
  return entry && !entry.sentAt ? entry : undefined
}

/** Keeps a window on the phone (before any send); saving a refused window again sends it again, as corrected. */
export function keepWindow(clientId: string, body: MeasuredWindowInput) {
  write({ ...read(), [clientId]: { clientId, body, user: currentUser() ?? undefined } }, clientId)
}

/** Kept pages cleared (sign-out, an expired session): the sent copies go, the unsent windows stay with their user. */
export function forgetSentWindows() {
  localStorage.setItem(KEY, JSON.stringify(unsentOnly(readAll())))
  window.dispatchEvent(new CustomEvent(QUEUE_EVENT, { detail: { clientId: null } }))
}

let sending: Promise<void> = Promise.resolve()

/**
 * Sends one queued window; it leaves the queue only once the server has answered that it is stored. False when the
 * session is gone (401): the window stays, and the pass stops.
 */
async function sendOne(entry: QueuedWindow): Promise<boolean> {
  let response: Response
  try {
    response = await fetch(`/api/visits/windows/${entry.clientId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(entry.body),
      credentials: 'same-origin',
    })
  } catch {
    return true // no signal: it stays queued
  }
  if (response.status === 401) {
    // The session expired: the kept pages go at once (customers' names, addresses); the window waits for its user.
    await forgetKeptPages()
    return false
  }
  const queue = read()
  if (response.ok) {
    // Saved again while this send was under way: the newer values still wait for their own send.
    if (JSON.stringify(queue[entry.clientId]?.body) !== JSON.stringify(entry.body)) return true
    queue[entry.clientId] = {
      ...queue[entry.clientId],
      body: entry.body,
      refused: undefined,
      sentAt: new Date().toISOString(),
    }
    write(queue, entry.clientId)
  } else if (response.status >= 400 && response.status < 500 && response.status !== 401 && queue[entry.clientId]) {
    const answer = await answerOf<{ message?: string; code?: string }>(response)
    queue[entry.clientId] = { ...queue[entry.clientId], refused: answer.message ?? answer.code ?? 'Refused.' }
    write(queue, entry.clientId)
  }
  return true
}

/** Whether the server has answered that this window is stored. */
export const isSent = (clientId: string): boolean => Boolean(read()[clientId]?.sentAt)

/**
 * Sends every queued window, one at a time (the page calls it on opening, on `online` and after each save); a call
 * made while a pass runs waits for it, then makes its own pass. A window the server refused is not sent again as it
 * is (it would be refused again, for ever): it stays on the phone with the reason until the fitter saves it again.
 */
export function sendQueue(): Promise<void> {
  sending = sending.then(async () => {
    for (const entry of queuedWindows()) if (!entry.refused && !(await sendOne(entry))) break
  })
  return sending
}
