import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What Next's server sets before any of its modules load (`next/dist/server/node-environment-baseline`): its request
 * stores are made from this global, and a Next module imported without it keeps a stand-in that throws when used.
 * The unit files share one module graph per worker, so the first file to import Next decides for every later one.
 */
const holder = globalThis as { AsyncLocalStorage?: typeof AsyncLocalStorage }
holder.AsyncLocalStorage ??= AsyncLocalStorage
