/**
 * Shown while a public page loads (seed 2.1 'spinner while loading', brief decision 11): the header and footer stay,
 * the page area shows a calm spinner instead of a blank screen.
 */
export default function Loading() {
  return (
    <div
      role="status"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-20"
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
