import type { Payload, TypedUser } from 'payload'

import { readGoLiveChecks } from '@/lib/leads/goLive'
import { isOwnerUser } from '@/lib/platform/roles'
import { RemoveDemoButton } from './RemoveDemoButton'

/**
 * "Ready to go live", on the owner's dashboard: what the site still shows that is demo or fictional, each with a
 * link to where it is replaced, and the one action that removes the demo testimonials and jobs. Gone once all is done.
 */
export async function GoLivePanel({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!isOwnerUser(user)) return null
  const checks = await readGoLiveChecks(payload)
  const left = checks.filter((c) => c.count > 0)
  if (left.length === 0) return null
  const count = (key: string) => checks.find((c) => c.key === key)?.count ?? 0
  return (
    <section
      aria-labelledby="go-live-heading"
      data-testid="go-live"
      style={{
        margin: '0 0 24px',
        padding: '16px 20px',
        borderRadius: 8,
        border: '1px solid var(--theme-warning-500)',
        background: 'var(--theme-warning-50)',
      }}
    >
      <h2 id="go-live-heading" style={{ margin: '0 0 4px' }}>
        Ready to go live
      </h2>
      <p style={{ margin: '0 0 8px' }}>
        The site still shows these demo or example items. Replace the facts by editing them; the demo testimonials and
        jobs can be removed in one go.
      </p>
      <ul style={{ margin: '0 0 12px', paddingLeft: 20 }}>
        {left.map((c) => (
          <li key={c.key}>
            <a href={c.href}>
              {c.label}: {c.count}
            </a>
            {c.links?.length ? (
              <ul style={{ margin: '2px 0 4px', paddingLeft: 20 }}>
                {c.links.map((l) => (
                  <li key={l.href}>
                    <a href={l.href}>{l.label}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <RemoveDemoButton testimonials={count('testimonials')} localJobs={count('localJobs')} />
    </section>
  )
}
