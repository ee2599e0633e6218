import { clsx } from 'clsx'

/**
 * The loading state of a slow page load (never a blank screen): a calm spinner with 'Loading...' where
 * the page will be, under the header that stays. Hidden for its first 300 ms, so a fast load never flashes it.
 */
export function PageLoading({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={clsx('flex animate-late-reveal flex-col items-center justify-center gap-4 py-20', className)}
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
