/**
 * Pages through a database outage that starts right after an owner's edit: what visitors get from each server
 * while Postgres is stopped, and how soon after it returns every page shows the edit.
 */

/**
 * How long a test waits, from the database's return, for every page to show the edit: a wait, not a budget (how soon
 * it shows is printed). Nothing expires a page by time, so a page whose re-render is never retried keeps the old
 * content for good; the wait only has to be clearly longer than recovery takes: a page whose re-render failed during
 * the outage is tried again no sooner than 3 s later (Next's retry delay after a failed revalidation, which stays 3 s
 * for a page with no revalidate of its own), then one render on two busy cores and one round of checks (1-5 s each).
 * Seen: 3.9-4.5 s, once 10.8 s on a slow run.
 */
export const EDIT_WAIT_MS = 30_000

/** What a degraded render (a read that failed, shown as an error state) puts into a page. */
export const DEGRADED_TEXT = 'Failed to load'

/** Pages that show the site settings' phone number, the product reads, and an area page. */
export const OUTAGE_PAGES = ['/', '/wooden-collection', '/faux-wood-collection', '/areas/moseley', '/privacy-policy']

export interface PageCheck {
  server: string
  page: string
  start: number
  status: number | 'error'
  edited: boolean
  degraded: boolean
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Requests every page on every server, one after another, over and over until `stop()`; `marker` is the edit's visible
 * text. One request at a time, as a few visitors would: a poller per page loads two cores enough to slow the recovery
 * it measures (tried: pages then took 13-23 s to show the edit instead of 3-10 s).
 */
export function watchPages(servers: { name: string; url: string }[], marker: () => string | null) {
  const checks: PageCheck[] = []
  let running = true
  const loop = (async () => {
    while (running) {
      for (const server of servers)
        for (const page of OUTAGE_PAGES) {
          const start = Date.now()
          const check: PageCheck = { server: server.name, page, start, status: 'error', edited: false, degraded: false }
          try {
            const res = await fetch(`${server.url}${page}`, { signal: AbortSignal.timeout(10_000) })
            const html = await res.text()
            const text = marker()
            check.status = res.status
            check.edited = text !== null && html.includes(text)
            check.degraded = html.includes(DEGRADED_TEXT)
          } catch {}
          checks.push(check)
        }
      await sleep(200)
    }
  })()
  return {
    checks,
    stop: async () => {
      running = false
      await loop
    },
  }
}

async function ownerToken(base: string, password: string): Promise<string> {
  const login = await fetch(`${base}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password }),
  })
  if (login.status !== 200) throw new Error(`owner sign-in answered ${login.status}`)
  return ((await login.json()) as { token: string }).token
}

const pounds = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100)

/**
 * Signs in as the owner and changes the starting price of a product the home page shows, as a save in /admin does.
 * Only the product reads go stale: the home page's products section is the part that can fail and degrade.
 */
export async function editPrice(base: string, password: string): Promise<{ price: string; oldPrice: string }> {
  const token = await ownerToken(base, password)
  const home = await (await fetch(`${base}/`)).text()
  const { docs } = (await (
    await fetch(`${base}/api/cms/products?limit=50&depth=0`, { headers: { authorization: `JWT ${token}` } })
  ).json()) as { docs: { id: number; startingPrice: number; priceGrid: unknown }[] }
  const product = docs.find((p) => home.includes(pounds(p.startingPrice)))
  if (!product) throw new Error('no product price on the home page')
  // A lower smallest cell: the new starting price.
  let price = product.startingPrice - 7
  while (home.includes(pounds(price))) price -= 7
  const res = await fetch(`${base}/api/cms/products/${product.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ priceGrid: gridStartingAt(product.priceGrid, price) }),
  })
  if (res.status !== 200) throw new Error(`saving the product answered ${res.status}: ${await res.text()}`)
  return { price: pounds(price), oldPrice: pounds(product.startingPrice) }
}

/** Signs in as the owner on `base` and changes the main phone number in Settings, as a save in /admin does. */
export async function editPhone(base: string, password: string): Promise<string> {
  const token = await ownerToken(base, password)
  const phone = `0121 496 ${String(Math.floor(1000 + Math.random() * 9000))}`
  const res = await fetch(`${base}/api/cms/globals/site-settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ phonePrimary: phone }),
  })
  if (res.status !== 200) throw new Error(`saving Settings answered ${res.status}: ${await res.text()}`)
  return phone
}

const keyOf = (c: PageCheck) => `${c.server} ${c.page}`

/**
 * The figures for pages during [down, up] and after. `showsEdit`: the pages that must show the edit (every page
 * unless given). `firstEdited`: per server and page, when the first check after the database returned showed the
 * edit (ms after `up`). `wentBack`: the checks of a page after it showed the edit that lack it, failed or are
 * degraded (a page never goes back, docs/servers.md). `rechecked`: how many of `firstEdited` were checked again
 * after (so a page that went back would have been seen).
 */
export function pageFigures(
  checks: PageCheck[],
  down: number,
  up: number,
  { showsEdit = OUTAGE_PAGES }: { showsEdit?: string[] } = {},
) {
  const during = checks.filter((c) => c.start >= down && c.start <= up)
  const notOk = checks.filter((c) => c.status !== 200)
  const degraded = checks.filter((c) => c.degraded)
  const firstEdited = new Map<string, number>()
  for (const c of checks)
    if (c.start >= up && c.edited && showsEdit.includes(c.page) && !firstEdited.has(keyOf(c)))
      firstEdited.set(keyOf(c), c.start - up)
  const after = checks.filter((c) => firstEdited.has(keyOf(c)) && c.start - up > firstEdited.get(keyOf(c))!)
  const wentBack = after.filter((c) => c.status !== 200 || c.degraded || !c.edited)
  const rechecked = new Set(after.map(keyOf)).size
  // The checks since the database returned of a page that has not shown the edit: the ones to print a timeline of.
  const notEdited = checks.filter((c) => c.start >= up && showsEdit.includes(c.page) && !firstEdited.has(keyOf(c)))
  return {
    during,
    notOk,
    degraded,
    firstEdited,
    wentBack,
    rechecked,
    notEdited,
    slowestEdit: Math.max(0, ...firstEdited.values()),
  }
}

/**
 * Whether every page that must show the edit has shown it on each of `servers` since `up` and been checked again
 * after that: what a test waits for (at most EDIT_WAIT_MS) before it reads the figures.
 */
export function everyPageShowedEdit(
  checks: PageCheck[],
  servers: number,
  up: number,
  { showsEdit = OUTAGE_PAGES }: { showsEdit?: string[] } = {},
): boolean {
  const { firstEdited, rechecked } = pageFigures(checks, up, up, { showsEdit })
  return firstEdited.size >= servers * showsEdit.length && rechecked >= firstEdited.size
}

/** A product's grid with its smallest cell set to `pence`: the starting price is the grid's smallest cell. */
export function gridStartingAt(grid: unknown, pence: number): unknown {
  const g = grid as { widths: number[]; drops: number[]; cells: number[][] }
  const min = Math.min(...g.cells.flat())
  let done = false
  const cells = g.cells.map((row) =>
    row.map((cell) => {
      if (done || cell !== min) return cell
      done = true
      return pence
    }),
  )
  return { ...g, cells }
}

/**
 * The checks from `down` on of each page in `pages`, one line per server and page ("+" showed the edit, "-" did not,
 * "!" not 200 or degraded, each at its second after `down`): printed when a page never showed the edit or went back,
 * to see where it stalled.
 */
export function timelineOf(checks: PageCheck[], down: number, pages: PageCheck[]): string {
  const keys = [...new Set(pages.map(keyOf))]
  return keys
    .map((key) => {
      const marks = checks
        .filter((c) => keyOf(c) === key && c.start >= down)
        .map(
          (c) =>
            `${((c.start - down) / 1000).toFixed(1)}${c.status !== 200 || c.degraded ? '!' : c.edited ? '+' : '-'}`,
        )
      return `  ${key}: ${marks.join(' ')}`
    })
    .join('\n')
}
