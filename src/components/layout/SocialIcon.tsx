import { Globe } from '@/components/icons'

/**
 * Simple monochrome marks for the social platforms the settings global allows (lucide no longer ships brand
 * icons). Decorative: the link around them carries the accessible name.
 */
const PATHS: Record<string, React.ReactNode> = {
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1z" />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" />
    </>
  ),
  pinterest: (
    <path d="M12.3 3C7.4 3 4.8 6.2 4.8 9.7c0 1.6.9 3.6 2.3 4.3.2.1.3 0 .4-.2l.3-1.3c0-.1 0-.3-.1-.4-.5-.6-.8-1.6-.8-2.5 0-2.5 1.9-4.8 5-4.8 2.7 0 4.6 1.8 4.6 4.5 0 3-1.5 5.1-3.5 5.1-1.1 0-1.9-.9-1.6-2 .3-1.3.9-2.8.9-3.7 0-.8-.5-1.6-1.4-1.6-1.1 0-2 1.1-2 2.7 0 1 .3 1.6.3 1.6l-1.3 5.6c-.3 1.3 0 3.3.1 4.2l.3.1c.5-.7 1.6-2.4 1.9-3.5l.7-2.6c.4.7 1.5 1.3 2.6 1.3 3.4 0 5.9-3.1 5.9-7C20 5.9 16.8 3 12.3 3z" />
  ),
  x: (
    <path d="M4 4h4.6l4 5.6L17.3 4H20l-6.1 7.2L20.5 20h-4.6l-4.3-6-5.1 6H3.8l6.5-7.6L4 4zm3 1.6l9.6 12.8h1.1L8.2 5.6H7z" />
  ),
  youtube: (
    <path d="M21.2 8.2c-.2-1.3-.8-2.2-2.2-2.4C16.8 5.5 12 5.5 12 5.5s-4.8 0-7 .3c-1.4.2-2 1.1-2.2 2.4C2.5 9.5 2.5 12 2.5 12s0 2.5.3 3.8c.2 1.3.8 2.2 2.2 2.4 2.2.3 7 .3 7 .3s4.8 0 7-.3c1.4-.2 2-1.1 2.2-2.4.3-1.3.3-3.8.3-3.8s0-2.5-.3-3.8zM10 15V9l5.2 3-5.2 3z" />
  ),
  tiktok: (
    <path d="M16.6 3h-3.1v12.1c0 1.5-1.2 2.6-2.6 2.6s-2.6-1.2-2.6-2.6 1.2-2.6 2.6-2.6c.3 0 .6 0 .8.1V9.4c-.3 0-.5-.1-.8-.1-3.2 0-5.8 2.6-5.8 5.8S7.7 21 10.9 21s5.8-2.6 5.8-5.8V8.9c1.2.9 2.6 1.4 4.1 1.4V7.2c-2.3 0-4.2-1.9-4.2-4.2z" />
  ),
  linkedin: (
    <path d="M5.3 3.5a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8zM3.7 9h3.2v11.5H3.7V9zm5.4 0h3.1v1.6c.4-.8 1.5-1.8 3.2-1.8 3.4 0 4 2.2 4 5.1v6.6h-3.2v-5.9c0-1.4 0-3.2-2-3.2s-2.3 1.5-2.3 3.1v6H9.1V9z" />
  ),
}

export const platformName = (platform: string) =>
  platform === 'x'
    ? 'X'
    : platform === 'youtube'
      ? 'YouTube'
      : platform === 'tiktok'
        ? 'TikTok'
        : platform === 'linkedin'
          ? 'LinkedIn'
          : platform.charAt(0).toUpperCase() + platform.slice(1)

export function SocialIcon({ platform, className }: { platform: string; className?: string }) {
  const paths = PATHS[platform]
  if (!paths) return <Globe className={className} aria-hidden="true" />
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
      {paths}
    </svg>
  )
}

/** The business's social links from the settings global, as round icon links that open in the same tab. */
export function SocialLinks({
  links,
  businessName,
  tone = 'dark',
}: {
  links: { platform: string; url: string }[]
  businessName: string
  tone?: 'dark' | 'light'
}) {
  if (links.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={`${link.platform}-${link.url}`}>
          <a
            href={link.url}
            rel="noopener"
            aria-label={`${businessName} on ${platformName(link.platform)}`}
            className={
              tone === 'light'
                ? 'grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20'
                : 'grid size-10 place-items-center rounded-full bg-sand text-navy transition-colors hover:bg-navy hover:text-white'
            }
          >
            <SocialIcon platform={link.platform} className="size-[1.125rem]" />
          </a>
        </li>
      ))}
    </ul>
  )
}
