import { IntentLink } from '@/components/ui/IntentLink'

import { cn } from '@/lib/platform/cn'

/** The mark: a venetian blind in a window frame (oak slats on navy), drawn inline so it never loads late. */
export function LogoMark({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  const [ground, rail, slat, cord] =
    tone === 'dark' ? ['#1e3a5f', '#f4e9da', '#d9a868', '#1e3a5f'] : ['#faf7f2', '#5a3e2b', '#b9803f', '#faf7f2']
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <rect width="40" height="40" rx="9" fill={ground} />
      <rect x="8" y="7" width="24" height="3" rx="1.5" fill={rail} />
      {[13, 18, 23, 28].map((y) => (
        <rect key={y} x="9" y={y} width="22" height="3.2" rx="1.6" fill={slat} />
      ))}
      <rect x="19.3" y="10" width="1.4" height="22" rx="0.7" fill={cord} opacity="0.55" />
      <circle cx="20" cy="33.5" r="1.6" fill={rail} />
    </svg>
  )
}

/** Logo link to the home page: the mark and the business name from the settings global. */
export function Logo({
  businessName,
  className,
  tone = 'dark',
}: {
  businessName: string
  className?: string
  tone?: 'dark' | 'light'
}) {
  return (
    <IntentLink href="/" className={cn('group inline-flex items-center gap-2.5 rounded-md', className)}>
      <LogoMark tone={tone} />
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            'whitespace-nowrap font-serif text-lg font-semibold tracking-tight',
            tone === 'dark' ? 'text-navy' : 'text-white',
          )}
        >
          {businessName}
        </span>
        <span
          className={cn(
            'mt-1 whitespace-nowrap text-[0.6875rem] font-semibold uppercase tracking-[0.14em]',
            tone === 'dark' ? 'text-oak-deep' : 'text-oak-light',
          )}
        >
          Venetian blinds
        </span>
        {/* The visible words start the link's name (WCAG 2.5.3 label in name); where it goes comes last. */}
        <span className="sr-only">, home page</span>
      </span>
    </IntentLink>
  )
}
