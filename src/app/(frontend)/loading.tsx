/**
 * Shown while a public page loads (seed 2.1 'spinner while loading', brief decision 11): the header stays, the page
 * area shows a calm spinner instead of a blank screen.
 *
 * Two details keep it from costing anything when the page is fast. React writes this fallback into the static HTML
 * of large pages and swaps the content in with an inline script ("outlined" boundaries), so the fallback
 * - fills the viewport, keeping the footer below the fold: the swap moves nothing on screen (no layout shift);
 * - stays invisible for its first 300 ms: a fast load or a quick client navigation never flashes a spinner.
 */
export default function Loading() {
  return (
    <div
      role="status"
      className="container-page flex min-h-dvh animate-late-reveal flex-col items-center justify-center gap-4 py-20"
      data-testid="page-loading"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-[3px] border-oak-soft border-t-navy motion-reduce:animate-none"
      />
      <span className="text-muted">Loading...</span>
    </div>
  )
}
