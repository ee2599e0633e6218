/**
 * Signing a phone out (browser only; /visits' "Sign out" and /admin's): the windows waiting on the phone are sent
 * first; those that cannot go (no signal, refused) are counted so the fitter is asked; then every kept page and photo
 * is cleared, the sent copies of windows with them, and the session ends. The unsent windows stay on the phone, tied
 * to their user, until that user signs in again: no `Clear-Site-Data` here, which would take them too.
 */
import { forgetKeptPages } from './keptPages'
import { forgetSentWindows, queuedWindows, sendQueue } from './windowQueue'

/** Sends what waits, and answers how many windows still wait on the phone afterwards. */
export async function sendBeforeSigningOut(): Promise<number> {
  await sendQueue()
  return queuedWindows().length
}

/** Clears the phone of customers (pages, photos, sent windows' copies), keeping the unsent windows. */
export async function clearPhone(): Promise<void> {
  await forgetKeptPages()
  forgetSentWindows()
}

/** The sentence the fitter reads before signing out with windows still on the phone. */
export const waitingWindows = (count: number) =>
  `${count === 1 ? '1 window measured is' : `${count} windows measured are`} not yet sent. ` +
  'They stay on this phone and are sent when you sign in again with signal.'
