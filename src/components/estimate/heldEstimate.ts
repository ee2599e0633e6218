/**
 * The last estimate a visitor priced on a page, kept for the tab (sessionStorage): back on the page (the Back button,
 * a reload) the form shows those windows and their price again instead of one empty window. Only the query the
 * visitor typed is kept, in their own browser; nothing is sent anywhere.
 */
const keyOf = (idPrefix: string) => `estimate:${window.location.pathname}:${idPrefix}`

export function rememberEstimate(idPrefix: string, query: string): void {
  try {
    window.sessionStorage.setItem(keyOf(idPrefix), query)
  } catch {
    // Storage refused (private mode, quota): the estimate is simply not kept.
  }
}

export function heldEstimate(idPrefix: string): string | null {
  try {
    return window.sessionStorage.getItem(keyOf(idPrefix))
  } catch {
    return null
  }
}
