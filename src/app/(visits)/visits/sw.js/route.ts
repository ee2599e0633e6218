import { lazyChunksOf, pageUser, signInAnswer, staticFilesOf } from '@/lib/visits/workerRules'

/**
 * GET /visits/sw.js: the service worker that keeps the staff's pages (/visits, a visit's measure and fitting pages)
 * usable without signal (docs/visits.md, "What the phone keeps"). Pages: network first; without an answer, the copy
 * kept from the last good load. The build's static files (scripts, styles, fonts; their names carry their content's
 * hash): from the cache, each fetched once. Only staff pages answered 200 with their user (`data-staff-user`) and
 * the build's static files are kept: never /api/, never a redirect or another answer.
 *
 * A page answered with the sign-in in whatever form it reaches the worker (an opaque redirect, a 3xx, a 401/403, a
 * redirect followed to /admin, a 200 without the page's user), a page of another user, or a page asking it
 * (`{ forget: true }`: a sign-out, an API's 401) drops every kept page and photo at once: customers' names and
 * addresses stay on a phone only while their user is signed in on it. Measured windows are not sent from here
 * (Safari has no Background Sync): the page sends its own queue (src/lib/visits/windowQueue.ts), which keeps the
 * unsent windows through a sign-out, tied to their user.
 *
 * What it fetches by itself: the pages a /visits page names (`{ keep: [...] }`: today's and tomorrow's visits, a later
 * day's on the fitter's tap), two at a time, each page's static files once, and nothing while the fitter's own tap
 * (a navigation) waits for its answer.
 */
export const dynamic = 'force-static'

/** Renamed when the worker's rules change: the old copies are deleted on activation. */
const CACHE = 'visits-v2'

const WORKER = `
const CACHE = ${JSON.stringify(CACHE)};
const signInAnswer = (${signInAnswer.toString()});
const pageUser = (${pageUser.toString()});
const staticFilesOf = (${staticFilesOf.toString()});
const lazyChunksOf = (${lazyChunksOf.toString()});
/** Where the user whose pages are kept is written down (dropped with the pages). */
const OWNER = '/visits/.kept-for';
const isPage = (url) => url.origin === self.location.origin && (url.pathname === '/visits' || url.pathname.startsWith('/visits/'))
  && url.pathname !== '/visits/sw.js' && url.pathname !== '/visits/manifest.webmanifest' && !url.pathname.startsWith('/visits/quote/');
const isStatic = (url) => url.origin === self.location.origin && url.pathname.startsWith('/_next/static/');
const keepable = (response) => response.status === 200 && !response.redirected && response.type === 'basic';
const isHtml = (response) => (response.headers.get('content-type') || '').includes('text/html');

/** Bumped on each forget: a keep begun before it puts nothing back. */
let generation = 0;
const forgetPages = () => {
  generation += 1;
  queue.splice(0).forEach((job) => job.done());
  return caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith('visits-')).map((name) =>
    caches.open(name).then((cache) => cache.keys().then((keys) =>
      Promise.all(keys.filter((r) => !isStatic(new URL(r.url))).map((r) => cache.delete(r))))))));
};

/** Keeps a page answered for \`user\`; a page of another user than the kept ones drops theirs first. */
const keepPage = (path, response, user, since) => caches.open(CACHE).then((cache) =>
  cache.match(OWNER).then((hit) => (hit ? hit.text() : null)).then((owner) =>
    (owner && owner !== user ? forgetPages() : null)).then(() => {
      if (since !== generation) return null;
      kept.set(path, Date.now());
      return Promise.all([cache.put(path, response), cache.put(OWNER, new Response(user))]);
    }));

// Static files: each fetched once (a second ask while the first is under way waits for it), then from the cache.
const fetching = new Map();
const ensureStatic = (path, scan, later) => caches.open(CACHE).then((cache) => cache.match(path).then((hit) => {
  if (hit) return true;
  if (fetching.has(path)) return fetching.get(path);
  const once = fetch(path).then((r) => {
    if (!keepable(r)) return false;
    const code = scan && path.endsWith('.js') ? r.clone().text() : null;
    return cache.put(path, r).then(() => {
      if (!code) return true;
      // The chunks this script loads later (the measure page's window form): without them the page shows but does
      // not work. One after another, each once; a script the page asked for is answered before they are fetched.
      const chunks = code.then((text) =>
        lazyChunksOf(text).reduce((p, chunk) => p.then(() => ensureStatic(chunk, false)), Promise.resolve()));
      if (!later) return chunks.then(() => true);
      later(chunks.catch(() => null));
      return true;
    });
  }).catch(() => false).then((done) => {
    if (!done) fetching.delete(path);
    return done;
  });
  fetching.set(path, once);
  return once;
}));

// The pages the worker fetches by itself: two at a time, none while a navigation (the fitter's tap) waits.
const queue = [];
const kept = new Map();
let running = 0;
let navigating = 0;
const pump = () => {
  while (running < 2 && navigating === 0 && queue.length) {
    const job = queue.shift();
    running += 1;
    job.run().catch(() => null).then(() => {
      running -= 1;
      job.done();
      pump();
    });
  }
};
const inBackground = (run) => new Promise((done) => { queue.push({ run, done }); pump(); });

/** Fetches one page for later, then the static files it names (each once). */
const fetchPage = (path) => {
  const since = generation;
  // Kept a moment ago (the fitter opened it, or the list asked a minute ago): not again.
  const fresh = (hit) => hit && Date.now() - Math.max(kept.get(path) || 0, Date.parse(hit.headers.get('date')) || 0) < 60000;
  return caches.match(path).then((hit) => (fresh(hit) ? null : fetch(path, { credentials: 'same-origin' }).then((response) => {
    if (signInAnswer(response)) return forgetPages();
    if (!keepable(response)) return null;
    return response.clone().text().then((html) => {
      const user = pageUser(html);
      if (!user) return forgetPages();
      if (since !== generation) return null;
      return keepPage(path, response, user, since).then(() =>
        staticFilesOf(html).reduce((p, file) => p.then(() => ensureStatic(file, true)), Promise.resolve()));
    });
  }))).catch(() => null);
};

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('visits-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data || {};
  const reply = (message) => { if (event.ports && event.ports[0]) event.ports[0].postMessage(message); };
  if (data.forget) {
    event.waitUntil(forgetPages().then(() => reply({ forgotten: true })));
    return;
  }
  const urls = Array.isArray(data.keep) ? data.keep : [];
  const paths = [...new Set(urls.map((href) => new URL(href, self.location.origin)).filter(isPage).map((url) => url.pathname))];
  event.waitUntil(Promise.all(paths.map((path) => inBackground(() => fetchPage(path)))).then(() => reply({ kept: paths.length })));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (isStatic(url)) {
    const path = url.pathname + url.search;
    const later = (work) => { try { event.waitUntil(work); } catch (e) { /* the event is over: the work goes on */ } };
    event.respondWith(ensureStatic(path, true, later).then(() => caches.match(path)).then((hit) => hit || fetch(request)));
    return;
  }
  if (!isPage(url)) return;
  if (request.mode !== 'navigate') {
    // A client-side navigation's data (RSC): not kept, but an answer of the sign-in still drops the kept pages.
    if (!request.headers.get('RSC')) return;
    event.respondWith(fetch(request).then((response) => {
      if (signInAnswer(response)) event.waitUntil(forgetPages());
      return response;
    }));
    return;
  }
  // The fitter's tap: nothing of the worker's own starts until its answer is here.
  navigating += 1;
  let settled = false;
  const settle = () => { if (!settled) { settled = true; navigating -= 1; pump(); } };
  const since = generation;
  event.respondWith(
    fetch(request)
      .then((response) => {
        settle();
        if (signInAnswer(response)) {
          event.waitUntil(forgetPages());
        } else if (keepable(response) && isHtml(response)) {
          // Both copies taken now: the browser reads the answer itself.
          const copy = response.clone();
          event.waitUntil(response.clone().text().then((html) => {
            const user = pageUser(html);
            if (!user) return forgetPages();
            return keepPage(url.pathname, copy, user, since);
          }));
        }
        return response;
      })
      .catch(() => {
        settle();
        return caches.match(url.pathname).then((hit) => hit || Response.error());
      }),
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
