/**
 * The staff pages the service worker keeps for use without signal (browser only; the worker is
 * src/app/(visits)/visits/sw.js/route.ts). Its caches are named `visits-…`; everything in them but the build's
 * static files (scripts, styles, fonts: no customer in them) is a kept page or photo, and goes on a sign-out or when
 * the session is found expired. Windows not yet sent are not here: they stay in the queue (windowQueue.ts).
 */

/** Whether a kept entry holds anything of a customer: everything but the build's static files (pure). */
export const holdsCustomer = (url: string): boolean =>
  !new URL(url, 'http://phone').pathname.startsWith('/_next/static/')

/** Asks the worker to stop keeping and drop its pages, and waits for its answer (at most two seconds). */
function askWorker(): Promise<void> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null
  if (!worker) return Promise.resolve()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(resolve, 2000)
    channel.port1.onmessage = () => {
      clearTimeout(timer)
      resolve()
    }
    worker.postMessage({ forget: true }, [channel.port2])
  })
}

/**
 * Clears every kept page and photo: the worker first (so no keep under way puts a page back), then the caches
 * themselves, from this page (which may be one the worker does not control, such as /admin).
 */
export async function forgetKeptPages(): Promise<void> {
  if (typeof caches === 'undefined') return
  await askWorker()
  const names = (await caches.keys()).filter((name) => name.startsWith('visits-'))
  await Promise.all(
    names.map(async (name) => {
      const cache = await caches.open(name)
      const keys = await cache.keys()
      await Promise.all(keys.filter((r) => holdsCustomer(r.url)).map((r) => cache.delete(r)))
    }),
  )
}
