/**
 * The phone's queue of measured windows not yet sent (browser only). Kept in localStorage: a visit's windows are a
 * few kilobytes, it is synchronous (a window is on the phone before the send starts) and needs no library. Each entry
 * is keyed by the window's own id (`crypto.randomUUID()`), so sending it twice stores it once on the server.
 */
import type { MeasuredWindowInput } from './measuredWindow'

const KEY = 'visits.measured-windows.queue'
/** Fired on window whenever the queue changes, so each form shows "not yet sent" or "Sent". */
export const QUEUE_EVENT = 'visits:window-queue'

export interface QueuedWindow {
  clientId: string
  body: MeasuredWindowInput
  /** the server refused it (a 4xx): it stays on the phone, with why, until corrected */
  refused?: string
}

export type WindowState = 'unsaved' | 'not-sent' | 'sent'

function read(): Record<string, QueuedWindow> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, QueuedWindow>
  } catch {
    return {}
  }
}

function write(queue: Record<string, QueuedWindow>, changed: string) {
  localStorage.setItem(KEY, JSON.stringify(queue))
  window.dispatchEvent(new CustomEvent(QUEUE_EVENT, { detail: { clientId: changed } }))
}

export const queuedWindows = (): QueuedWindow[] => Object.values(read())
export const queuedWindow = (clientId: string): QueuedWindow | undefined => read()[clientId]

/** Keeps a window on the phone (before any send). */
export function keepWindow(clientId: string, body: MeasuredWindowInput) {
  write({ ...read(), [clientId]: { clientId, body } }, clientId)
}

let sending: Promise<void> = Promise.resolve()

/** Sends one queued window; it leaves the queue only once the server has answered that it is stored. */
async function sendOne(entry: QueuedWindow): Promise<void> {
  let response: Response
  try {
    response = await fetch(`/api/visits/windows/${entry.clientId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(entry.body),
      credentials: 'same-origin',
    })
  } catch {
    return // no signal: it stays queued
  }
  const queue = read()
  if (response.ok) {
    delete queue[entry.clientId]
    write(queue, entry.clientId)
    sentIds.add(entry.clientId)
  } else if (response.status >= 400 && response.status < 500 && response.status !== 401 && queue[entry.clientId]) {
    const answer = (await response.json().catch(() => ({}))) as { message?: string; code?: string }
    queue[entry.clientId] = { ...queue[entry.clientId], refused: answer.message ?? answer.code ?? 'Refused.' }
    write(queue, entry.clientId)
  }
}

/** Windows the server has stored during this page's life. */
export const sentIds = new Set<string>()

/**
 * Sends every queued window, one at a time (the page calls it on opening, on `online` and after each save); a call
 * made while a pass runs waits for it, then makes its own pass.
 */
export function sendQueue(): Promise<void> {
  sending = sending.then(async () => {
    for (const entry of queuedWindows()) await sendOne(entry)
  })
  return sending
}
