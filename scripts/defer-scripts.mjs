/**
 * Next's scripts after the first paint. Next writes a page's scripts as `<script src async>` tags (in the head, and
 * the entry chunk in the body) and React a `<link rel="preload" as="script">` for a client chunk, so a fast
 * connection downloads and runs them before the browser paints the page it already has, and a slow phone's first
 * paint waits on that download. Here each HTML response is rewritten once, as it passes through the server: those
 * tags go, and one small inline script in the head adds the same scripts once the page has first been painted. The
 * page reads the same (every link is a plain link, the forms load on demand); it becomes interactive a moment after
 * it first shows. The same pass drops the second copy of the inline stylesheet from the page's RSC payload
 * (dropStyleCopies), so the CSS reaches the browser once.
 *
 * Plain JavaScript: scripts/server.mjs loads it without a TypeScript loader.
 */
import { StringDecoder } from 'node:string_decoder'

const HEAD_END = '</head>'
const SCRIPT_TAG = /<script\b([^>]*)>\s*<\/script>/gi
const PRELOAD_TAG = /<link\b([^>]*)\/?>/gi
/** The function the loader defines for the scripts met after the head (Next's entry chunk is in the body). */
const LATE_SCRIPT = '__deferScript'
/** The longest the scripts wait after the document is parsed when no paint is reported (a hidden tab), in ms. */
const NO_PAINT_WAIT_MS = 3000

/**
 * Where the loader notes the last tap on a control marked `data-early-tap="<name>"` made before React hydrated it
 * (the mobile menu's button): the control reads it when it hydrates and acts on it, so that tap is not lost.
 */
const EARLY_TAP = '__earlyTap'

/**
 * Where the loader notes a form marked `data-early-submit="<name>"` submitted before React hydrated it (a window on
 * the measure page): the browser's own submission, a plain GET that would reload the page and lose what was typed,
 * is stopped, and the form sends itself when it hydrates.
 */
const EARLY_SUBMIT = '__earlySubmit'

/**
 * Where the loader notes, for a form marked `data-early-submit="<name>"`, the fields typed in or changed (an input or
 * change event) before React hydrated it: `{ <name>: { <field>: 1 } }`. The form keeps only those fields of what the
 * browser holds (the measure page's window: a page the service worker kept shows server-rendered values that were
 * never typed in this page's life, and must not win over the window kept on the phone).
 */
const EARLY_INPUT = '__earlyInput'

const attribute = (attrs, name) => {
  const match = attrs.match(new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>]|$)`, 'i'))
  return match ? (match[1] ?? '') : null
}

/** The address of a classic `<script src async>` tag's script, or null for any other script. */
function deferrableSrc(attrs) {
  const src = attribute(attrs, 'src')
  if (!src || attribute(attrs, 'async') === null || attribute(attrs, 'nomodule') !== null) return null
  const type = attribute(attrs, 'type')
  return type === null || type === '' || type === 'text/javascript' ? src : null
}

const jsString = (value) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The loader that takes the removed tags' place: once the browser reports the page's first contentful paint (a
 * paint entry comes after the frame is on screen), or a frame and a task after DOMContentLoaded where paint timing
 * is missing, or NO_PAINT_WAIT_MS after DOMContentLoaded when nothing is painted (a hidden tab), it preloads the
 * chunks and adds the scripts, in their original order, once. Scripts met later in the page come through
 * `__deferScript(src)`: queued until then, added at once after. Until a control marked `data-early-tap` has
 * hydrated, a click on it is noted in `self.__earlyTap` for it to act on when it does; until a form marked
 * `data-early-submit` has, its submission is held and noted in `self.__earlySubmit`, and the fields typed in it are
 * noted in `self.__earlyInput`.
 */
export function loaderScript(scripts, preloads) {
  return (
    `<script>(function(s,p){var done=false;` +
    `function add(h){var e=document.createElement('script');e.src=h;e.async=true;document.head.appendChild(e)}` +
    `self.${LATE_SCRIPT}=function(h){done?add(h):s.push(h)};` +
    `function bare(a){return!Object.keys(a).some(function(k){return k.indexOf('__reactFiber$')===0})}` +
    `document.addEventListener('click',function(e){var t=e.target,a=t&&t.closest&&t.closest('[data-early-tap]');` +
    `if(a&&bare(a))self.${EARLY_TAP}=a.getAttribute('data-early-tap')},true);` +
    `document.addEventListener('submit',function(e){var f=e.target;` +
    `if(f&&f.hasAttribute&&f.hasAttribute('data-early-submit')&&bare(f)){e.preventDefault();self.${EARLY_SUBMIT}=f.getAttribute('data-early-submit')}},true);` +
    `function typed(e){var t=e.target,f=t&&t.form,n,m;` +
    `if(f&&t.name&&f.hasAttribute&&f.hasAttribute('data-early-submit')&&bare(f)){n=f.getAttribute('data-early-submit');` +
    `m=self.${EARLY_INPUT}=self.${EARLY_INPUT}||{};(m[n]=m[n]||{})[t.name]=1}}` +
    `document.addEventListener('input',typed,true);document.addEventListener('change',typed,true);` +
    `function load(){if(done)return;done=true;` +
    `p.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=h;document.head.appendChild(l)});` +
    `s.forEach(add)}` +
    `var P=self.PerformanceObserver,paint=!!(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0);` +
    `if(paint)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();load()}}).observe({type:'paint',buffered:true});` +
    `function parsed(){if(!paint)requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,${NO_PAINT_WAIT_MS})}` +
    `if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',parsed);else parsed()` +
    `})(${jsString(scripts)},${jsString(preloads)})</script>`
  )
}

/**
 * The head with Next's async scripts and script preloads replaced by the loader (at the first removed tag's place),
 * or unchanged when it has none. Module scripts for old browsers (`nomodule`) and inline scripts stay.
 */
export function deferHeadScripts(head) {
  const scripts = []
  const preloads = []
  let out = head.replace(SCRIPT_TAG, (tag, attrs) => {
    const src = deferrableSrc(attrs)
    if (src === null) return tag
    scripts.push(src)
    return '\u0000'
  })
  out = out.replace(PRELOAD_TAG, (tag, attrs) => {
    const href = attribute(attrs, 'href')
    if (attribute(attrs, 'rel') !== 'preload' || attribute(attrs, 'as') !== 'script' || !href) return tag
    preloads.push(href)
    return ''
  })
  if (!scripts.length) return head
  const first = out.indexOf('\u0000')
  return out.slice(0, first) + loaderScript(scripts, preloads) + out.slice(first).replaceAll('\u0000', '')
}

/** Body text with each async script tag handed to the loader instead (the head had one). */
export function deferBodyScripts(text) {
  return text.replace(SCRIPT_TAG, (tag, attrs) => {
    const src = deferrableSrc(attrs)
    return src === null ? tag : `<script>${LATE_SCRIPT}(${jsString(src)})</script>`
  })
}

/**
 * The stylesheets Next wrote inline in the head (`experimental.inlineCss`): the CSS of each `<style>` and how many
 * files it holds (a page with CSS of its own beside the layout's gets one `<style>` whose data-href lists both).
 */
export function inlineStyles(head) {
  const styles = []
  for (const [, attrs, css] of head.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi)) {
    const hrefs = attribute(attrs, 'data-href')
    if (attribute(attrs, 'data-precedence') !== null && hrefs && css.length)
      styles.push({ css, files: hrefs.split(/\s+/).filter(Boolean).length })
  }
  return styles
}

/** A string as Next writes it inside `self.__next_f.push([1,"…"])`: JSON, with `<`, `>`, `&` and line separators escaped. */
const inScript = (text) =>
  JSON.stringify(text)
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** The first `bytes` bytes of `text` in UTF-8, or null when `text` is shorter or they end inside a character. */
function bytePrefix(text, bytes) {
  const utf8 = Buffer.from(text)
  if (utf8.length < bytes) return null
  const piece = utf8.subarray(0, bytes).toString('utf8')
  return text.startsWith(piece) ? piece : null
}

/**
 * `text` with the payload's copies of the head's stylesheets emptied (`:T0,`), and what of those stylesheets is
 * still to be met. The payload has one text row per CSS file, in the `<style>`'s order: a row is emptied when it
 * holds exactly the rest of a stylesheet or, while that stylesheet has more than one file left, exactly a first part
 * of it.
 */
function emptyRows(text, styles) {
  let left = styles
  let out = ''
  let from = 0
  const rowStart = /:T([0-9a-f]+),/g
  for (let m; left.length && (m = rowStart.exec(text));) {
    const start = m.index + m[0].length
    const bytes = parseInt(m[1], 16)
    const at = left.findIndex(({ css, files }) => {
      const piece = bytePrefix(css, bytes)
      return piece && (piece === css || files > 1) && text.startsWith(inScript(piece), start)
    })
    if (at < 0) continue
    const { css, files } = left[at]
    const piece = bytePrefix(css, bytes)
    out += text.slice(from, m.index) + ':T0,'
    from = rowStart.lastIndex = start + inScript(piece).length
    left =
      piece === css
        ? left.filter((_, i) => i !== at)
        : left.with(at, { css: css.slice(piece.length), files: files - 1 })
  }
  return { text: out + text.slice(from), left }
}

/**
 * Body text without the second copy of each inline stylesheet. With `experimental.inlineCss` Next sends the CSS
 * in the head's `<style>` and again as a text row of the page's RSC payload (`<id>:T<hex byte length>,<css>`),
 * which the browser only needs to find that `<style>` again on hydration (React matches it by address, not by
 * content). The row keeps its id and becomes empty (`<id>:T0,`). Only a row holding exactly a head stylesheet's
 * text (or, where the `<style>` holds several files, exactly the next file's), of exactly its length, inside one
 * script, is changed; anything else is left as it is.
 */
export function dropStyleCopies(text, styles) {
  return emptyRows(text, styles).text
}

/**
 * Where text may be cut and the rest held for the next chunk: before a `<script` whose tag or element is not yet
 * complete, or before a trailing piece that may begin one.
 */
function safeEnd(text) {
  const open = text.lastIndexOf('<script')
  if (open >= 0 && text.indexOf('</script>', open) < 0) return open
  for (let i = Math.max(0, text.length - '<script'.length + 1); i < text.length; i++)
    if ('<script'.startsWith(text.slice(i))) return i
  return text.length
}

/**
 * A rewriter for one HTML response: `push(bytes)` returns what may be sent now, `finish()` the rest. The head is
 * held until `</head>` has passed; after it, only an unfinished script tag is held back.
 */
export function createScriptDeferrer() {
  let head = []
  let deferred = false
  /** What of the head's inline stylesheets the payload has not yet repeated (emptyRows). */
  let styles = []
  const decoder = new StringDecoder('utf8')
  let pending = ''

  const body = (text, final) => {
    const all = pending + text
    const end = final ? all.length : safeEnd(all)
    pending = all.slice(end)
    let ready = all.slice(0, end)
    if (styles.length) ({ text: ready, left: styles } = emptyRows(ready, styles))
    return Buffer.from(deferred ? deferBodyScripts(ready) : ready)
  }

  return {
    push(bytes) {
      if (!head) return body(decoder.write(bytes), false)
      head.push(bytes)
      const all = Buffer.concat(head)
      const end = all.indexOf(HEAD_END)
      if (end < 0) return Buffer.alloc(0)
      head = null
      const headText = all.subarray(0, end).toString('utf8')
      styles = inlineStyles(headText)
      const rewritten = deferHeadScripts(headText)
      deferred = rewritten !== headText // the head has the loader
      return Buffer.concat([Buffer.from(rewritten), body(decoder.write(all.subarray(end)), false)])
    },
    finish() {
      if (head) {
        // No head end at all: not a page this rewrites.
        const all = Buffer.concat(head)
        head = null
        return all
      }
      return body(decoder.end(), true)
    },
  }
}

const isHtml = (res) => /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))

/**
 * Middleware `(req, res, next)`: rewrites every HTML response (createScriptDeferrer) as it is written, streaming;
 * the Content-Length, if any, is dropped (the rewritten page has another; the compression in front sets its own).
 */
export function deferScripts(req, res, next) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  /** Decided on the first write of any kind: a rewriter for an HTML body, or null to let everything through. */
  let rewriter
  const decide = () => {
    if (rewriter !== undefined) return
    const html = isHtml(res)
    if (html && !res.headersSent) res.removeHeader('content-length')
    rewriter = html && req.method !== 'HEAD' ? createScriptDeferrer() : null
  }
  const toBuffer = (chunk, enc) =>
    typeof chunk === 'string' ? Buffer.from(chunk, typeof enc === 'string' ? enc : 'utf8') : Buffer.from(chunk)

  res.writeHead = function writeHead(status, ...rest) {
    // Headers handed to writeHead itself count too: their type decides, and their length must go.
    const headers = rest.find((value) => value && typeof value === 'object' && !Array.isArray(value))
    for (const [name, value] of Object.entries(headers ?? {}))
      if (name.toLowerCase() === 'content-type' && !res.getHeader('content-type')) res.setHeader(name, value)
    decide()
    if (isHtml(res) && headers)
      for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name]
    return original.writeHead.call(this, status, ...rest)
  }
  res.flushHeaders = function flushHeaders() {
    decide()
    return original.flushHeaders.call(this)
  }
  res.write = function write(chunk, enc, cb) {
    decide()
    if (!rewriter || chunk == null) return original.write.call(this, chunk, enc, cb)
    const done = typeof enc === 'function' ? enc : cb
    const ready = rewriter.push(toBuffer(chunk, enc))
    if (ready.length) return original.write.call(this, ready, done)
    if (typeof done === 'function') process.nextTick(done)
    return true
  }
  res.end = function end(chunk, enc, cb) {
    decide()
    if (typeof chunk === 'function') [cb, chunk] = [chunk, null]
    else if (typeof enc === 'function') [cb, enc] = [enc, undefined]
    if (!rewriter) return original.end.call(this, chunk, enc, cb)
    const last = chunk != null ? rewriter.push(toBuffer(chunk, enc)) : Buffer.alloc(0)
    return original.end.call(this, Buffer.concat([last, rewriter.finish()]), cb)
  }
  next()
}
