import Link from 'next/link'

import { AREAS } from '@/lib/areas'
import { getAreaIndexing } from '@/lib/areaPages/readIndexing'

/**
 * Above the area overrides list: which area pages search engines are asked not to index, and why. A page is indexed
 * when at least 30% of its text is its own (found on no other area page) or a published local job (not a demo) is
 * in its area; an override with the area's own intro, benefits or FAQs, or a published job, lifts it. A server
 * component.
 */
export async function AreaIndexingList() {
  const indexing = await getAreaIndexing()
  const all = [...indexing.values()]
  const below = all
    .filter((a) => !a.indexable)
    .sort((a, b) => a.uniqueShare - b.uniqueShare || a.key.localeCompare(b.key))
  const names = new Map(AREAS.map((a) => [a.slug, a.name]))
  const lifted = all.filter((a) => a.indexable && a.realJobs > 0 && a.reason.startsWith('lifted'))
  return (
    <details
      data-testid="area-indexing"
      style={{
        marginBottom: 24,
        padding: '16px 20px',
        borderRadius: 8,
        background: 'var(--theme-elevation-50)',
        border: '1px solid var(--theme-elevation-150)',
      }}
    >
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>
        {all.length - below.length} of {all.length} area pages are indexed; {below.length} are not (too little of their
        own text)
      </summary>
      <p style={{ marginTop: 12 }}>
        Pages below the bar are still shown to visitors but carry noindex and are left out of sitemap.xml. To lift a
        page, publish a <Link href="/admin/collections/local-jobs/create">local job</Link> you have fitted in that area
        (demo jobs do not count), or give it its own introduction, benefits or FAQs in an override here.
      </p>
      {lifted.length > 0 && (
        <p style={{ marginTop: 12 }} data-testid="area-indexing-lifted">
          Indexed thanks to a published local job: {lifted.map((a) => names.get(a.key) ?? a.key).join(', ')}.
        </p>
      )}
      <ul style={{ marginTop: 12, columns: '2 320px', paddingLeft: 18 }}>
        {below.map((a) => (
          <li key={a.key} style={{ breakInside: 'avoid', marginBottom: 6 }}>
            <a href={`/areas/${a.key}`} target="_blank" rel="noreferrer">
              {names.get(a.key) ?? a.key}
            </a>
            : {a.reason}
          </li>
        ))}
      </ul>
    </details>
  )
}
