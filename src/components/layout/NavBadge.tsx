/**
 * The small 'NEW' badge beside a menu link (desktop bar and mobile menu alike). Plain classes rather than the
 * Badge component, so the header's client code needs no class-merging library.
 */
export function NavBadge({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-oak px-1.5 py-0 text-[0.625rem] font-semibold leading-4 tracking-wide text-[#1f1408]">
      {children}
    </span>
  )
}
