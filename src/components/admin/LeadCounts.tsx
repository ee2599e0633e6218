import type { Payload } from 'payload'

/**
 * Admin dashboard panel: how many leads are waiting for a call. Links open the list filtered by status.
 * A server component: Payload passes its instance as a prop.
 */
export async function LeadCounts({ payload }: { payload: Payload }) {
  const [appointments, quotes] = await Promise.all([
    payload.count({
      collection: 'measuring-appointments',
      where: { status: { equals: 'pending' } },
      overrideAccess: true,
    }),
    payload.count({ collection: 'quote-requests', where: { status: { equals: 'new' } }, overrideAccess: true }),
  ])
  const cards = [
    {
      label: 'Pending measuring appointments',
      count: appointments.totalDocs,
      href: '/admin/collections/measuring-appointments?where[status][equals]=pending',
    },
    {
      label: 'New quote requests',
      count: quotes.totalDocs,
      href: '/admin/collections/quote-requests?where[status][equals]=new',
    },
  ]
  return (
    <section
      aria-label="Leads waiting"
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
        marginBottom: 32,
      }}
    >
      {cards.map((c) => (
        <a
          key={c.label}
          href={c.href}
          data-testid="lead-count"
          style={{
            display: 'block',
            padding: '20px 24px',
            borderRadius: 8,
            background: 'var(--theme-elevation-50)',
            border: '1px solid var(--theme-elevation-150)',
            textDecoration: 'none',
            color: 'inherit',
          }}
        >
          <span style={{ display: 'block', fontSize: 40, fontWeight: 700, lineHeight: 1.1 }}>{c.count}</span>
          <span style={{ display: 'block', marginTop: 6 }}>{c.label}</span>
        </a>
      ))}
    </section>
  )
}
