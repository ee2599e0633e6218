/**
 * The phone's measured windows (browser only): those not yet sent, and those sent in the last days. Kept in
 * localStorage: a visit's windows are a few kilobytes, it is synchronous (a window is on the phone before the send
 * starts) and needs no library. Each entry is keyed by the window's own id (`crypto.randomUUID()`), so sending it
 * twice stores it once on the server. Sent windows stay a while because a page opened without signal is the copy
 * kept before they were measured: they join it from here, with their ids, so a second save updates them.
 */
import { answerOf } from '@/lib/api/request'
import type { MeasuredWindowInput } from './measuredWindow'

const KEY = 'visits.measured-windows.queue'
/** Fired on window whenever the queue changes, so each form shows "not yet sent" or "Sent". */
export const QUEUE_EVENT = 'visits:window-queue'

export interface QueuedWindow {
  clientId: string
  body: MeasuredWindowInput
  /** the server refused it (a 4xx): it stays on the phone, with why, until corrected */
  refused?: string
  /** when the server answered that it is stored (ISO); unset while it waits */
  sentAt?: string
}

/** How long a sent window stays on the phone. */
const KEEP_SENT_MS = 7 * 24 * 60 * 60 * 1000

export type WindowState = 'unsaved' | 'not-sent' | 'sent'

function read(): Record<string, QueuedWindow> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, QueuedWindow>
  } catch {
    return {}
  }
}

function write(queue: Record<string, QueuedWindow>, changed: string) {
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
    // Saved again while this send was under way: the newer values still wait for their own send.
    if (JSON.stringify(queue[entry.clientId]?.body) !== JSON.stringify(entry.body)) return
    queue[entry.clientId] = { clientId: entry.clientId, body: entry.body, sentAt: new Date().toISOString() }
    write(queue, entry.clientId)
  } else if (response.status >= 400 && response.status < 500 && response.status !== 401 && queue[entry.clientId]) {
    const answer = await answerOf<{ message?: string; code?: string }>(response)
    queue[entry.clientId] = { ...queue[entry.clientId], refused: answer.message ?? answer.code ?? 'Refused.' }
    write(queue, entry.clientId)
  }
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
    for (const entry of queuedWindows()) if (!entry.refused) await sendOne(entry)
  })
  return sending
}
