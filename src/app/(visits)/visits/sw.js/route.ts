/**
 * GET /visits/sw.js: the service worker that keeps the staff's pages (/visits, a visit's measure and fitting pages)
 * usable without signal once opened with it. Network first; without an answer, the copy kept from the last good load.
 * Only pages under /visits and the build's static files are kept: never /api/, never a redirect (the sign-in) or an
 * answer other than 200. A /visits page answered with the sign-in (signed out) drops every kept page: customers'
 * names and addresses stay on a phone only while someone is signed in on it. Measured windows are not sent from
 * here: Safari has no Background Sync, so the page sends its own queue (src/lib/visits/windowQueue.ts).
 */
export const dynamic = 'force-static'

/** Renamed when the worker's rules change: the old copies are deleted on activation. */
const CACHE = 'visits-v1'

const WORKER = `
const CACHE = ${JSON.stringify(CACHE)};
const isPage = (url) => url.origin === self.location.origin && (url.pathname === '/visits' || url.pathname.startsWith('/visits/')) && url.pathname !== '/visits/sw.js';
const keepable = (response) => response.status === 200 && !response.redirected && response.type === 'basic';
const forgetPages = () => caches.open(CACHE).then((cache) =>
  cache.keys().then((keys) => Promise.all(keys.filter((r) => isPage(new URL(r.url))).map((r) => cache.delete(r)))));

// The build's scripts and styles a kept page names, and the chunks those scripts load later (the measure page's
// window form is one: a dynamic import, named in its importer's code as "static/chunks/…"): without them the page
// would show but not work.
const keepAsset = (cache, path) => cache.match(path).then((hit) => hit || fetch(path).then((r) => {
  if (!keepable(r)) return null;
  const kept = cache.put(path, r.clone());
  if (!path.endsWith('.js')) return kept;
  return Promise.all([kept, r.text().then((code) => Promise.all(
    [...new Set(code.match(/static[/]chunks[/][\\w.-]+[.]js/g) || [])].map((chunk) => {
      const lazy = '/_next/' + chunk;
      return cache.match(lazy).then((hit) => hit || fetch(lazy).then((l) => (keepable(l) ? cache.put(lazy, l) : null)));
    })))]);
}));
const keepAssets = (cache, html) => Promise.all(
  [...new Set(html.match(/[/]_next[/]static[/][^"'\\\\\\s)]+/g) || [])].map((path) => keepAsset(cache, path)));

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('visits-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
// The page names what to keep for later without signal: itself and the visits it links to (measure, fitting).
self.addEventListener('message', (event) => {
  const urls = Array.isArray(event.data && event.data.keep) ? event.data.keep : [];
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(urls.map((href) => {
    const url = new URL(href, self.location.origin);
    if (!isPage(url)) return null;
    return fetch(url.pathname, { credentials: 'same-origin' })
      .then((response) => {
        if (response.redirected) return forgetPages();
        if (!keepable(response)) return null;
        return response.clone().text().then((html) => cache.put(url.pathname, response).then(() => keepAssets(cache, html)));
      })
      .catch(() => null);
  }))));
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  const page = request.mode === 'navigate' && isPage(url);
  const asset = url.pathname.startsWith('/_next/static/');
  if (!page && !asset) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (keepable(response)) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(page ? url.pathname : request, copy)));
        } else if (page && (response.redirected || response.status === 401 || response.status === 403)) {
          event.waitUntil(forgetPages());
        }
        return response;
      })
      .catch(() =>
        caches.match(page ? url.pathname : request).then((hit) => hit || Response.error()),
      ),
  );
});
`

export function GET() {
  return new Response(WORKER, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/visits',
    },
  })
}
