import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { CSSProperties } from 'react'

import { isOwnerUser, isStaffUser } from '@/access/roles'
import { findPerson, parseContact, type PersonFound } from '@/lib/privacy/person'

const box: CSSProperties = {
  padding: '16px 20px',
  borderRadius: 8,
  background: 'var(--theme-elevation-50)',
  border: '1px solid var(--theme-elevation-150)',
  marginBottom: 24,
}
const cell: CSSProperties = { padding: '4px 16px 4px 0', textAlign: 'left' }
const API = '/api/cms/privacy-requests'

const param = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''
const when = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '')

function Records({ found }: { found: PersonFound }) {
  return (
    <>
      {found.records.map(({ collection, label, docs }) => (
        <table
          key={collection}
          aria-label={label}
          style={{ borderCollapse: 'collapse', width: '100%', marginBottom: 16 }}
        >
          <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>
            {label} ({docs.length})
          </caption>
          <thead>
            <tr>
              <th style={cell}>Record</th>
              <th style={cell}>Status</th>
              <th style={cell}>Added</th>
              <th style={cell}>Personal data</th>
            </tr>
          </thead>
          <tbody>
            {docs.map((doc) => (
              <tr key={String(doc.id)}>
                <td style={cell}>
                  <a href={`/admin/collections/${collection}/${String(doc.id)}`}>#{String(doc.id)}</a>
                </td>
                <td style={cell}>{String(doc.status ?? doc.kind ?? '')}</td>
                <td style={cell}>{when(doc.createdAt)}</td>
                <td style={cell}>
                  {doc.privacyState === 'accounts' ? 'kept for the accounts' : doc.privacyState ? 'removed' : 'held'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {found.rateLimitKeys.length > 0 && (
        <p>E-mail rate-limit entries: {found.rateLimitKeys.length} (kept hashed; deleted with the erasure).</p>
      )}
    </>
  )
}

/**
 * /admin/privacy: find everything held about one person by e-mail or phone; the owner downloads their copy (JSON or
 * CSV) and erases them in one confirmed action, staff file the request for the owner. A server component: the forms
 * post to the privacy log's endpoints and work without the admin's scripts.
 */
export async function PrivacyView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const user = req.user
  if (!isStaffUser(user)) redirect('/admin/login?redirect=%2Fadmin%2Fprivacy')
  const owner = isOwnerUser(user)
  const query = param(searchParams?.q).trim()
  const contact = query ? parseContact(query) : null
  const found = contact ? await findPerson(req.payload, contact) : null
  const total = found ? found.records.reduce((n, r) => n + r.docs.length, 0) + found.rateLimitKeys.length : 0
  const doneId = param(searchParams?.done)
  const done = doneId
    ? await req.payload
        .findByID({ collection: 'privacy-requests', id: doneId, overrideAccess: true, depth: 0 })
        .catch(() => null)
    : null
  const open = owner
    ? (
        await req.payload.find({
          collection: 'privacy-requests',
          where: { and: [{ kind: { equals: 'erasure-request' } }, { status: { equals: 'open' } }] },
          depth: 0,
          limit: 50,
          overrideAccess: true,
        })
      ).docs
    : []
  const encoded = encodeURIComponent(query)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={{}}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <div className="gutter--left gutter--right" style={{ paddingTop: 24, paddingBottom: 48, maxWidth: 960 }}>
        <h1>Personal data requests</h1>
        <p>
          Find everything we hold about one person by their e-mail address or phone number: download their copy, or
          erase them. {owner ? '' : 'Only the owner can erase or download; you can ask the owner to erase.'}
        </p>
        {done && (
          <div role="status" style={box}>
            <strong>Erased.</strong> {done.summary}
          </div>
        )}
        {param(searchParams?.requested) && (
          <div role="status" style={box}>
            Request sent: the owner sees it on this page.
          </div>
        )}
        {param(searchParams?.error) === 'confirm' && (
          <div role="alert" style={box}>
            Tick the confirmation to erase.
          </div>
        )}
        <form
          method="get"
          action="/admin/privacy"
          style={{ display: 'flex', gap: 8, alignItems: 'end', marginBottom: 24 }}
        >
          <label style={{ display: 'grid', gap: 4 }}>
            E-mail or phone
            <input name="q" defaultValue={query} required style={{ padding: 6, minWidth: 280 }} />
          </label>
          <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
            Search
          </button>
        </form>
        {query && !contact && <p role="alert">Give an e-mail address or a phone number.</p>}
        {found && total === 0 && <p>Nothing held about {query}.</p>}
        {found && total > 0 && (
          <section aria-label="Records found" style={box}>
            <h2 style={{ marginTop: 0 }}>Held about {query}</h2>
            <Records found={found} />
            {owner ? (
              <>
                <p>
                  Their copy:{' '}
                  <a href={`${API}/copy?q=${encoded}&format=json`} download>
                    Download (JSON)
                  </a>{' '}
                  ·{' '}
                  <a href={`${API}/copy?q=${encoded}&format=csv`} download>
                    Download (CSV)
                  </a>
                </p>
                <form method="post" action={`${API}/erase`}>
                  <input type="hidden" name="q" value={query} />
                  <label style={{ display: 'block', margin: '8px 0' }}>
                    <input type="checkbox" name="confirm" value="yes" required /> I have checked these records belong to
                    this person: erase their personal data
                  </label>
                  <p style={{ fontSize: 13 }}>
                    Orders still inside the accounts period keep the name and address until it ends; everything else
                    goes at once. This cannot be undone.
                  </p>
                  <button type="submit" className="btn btn--style-primary btn--size-small">
                    Erase this person
                  </button>
                </form>
              </>
            ) : (
              <form method="post" action={`${API}/request`}>
                <input type="hidden" name="q" value={query} />
                <button type="submit" className="btn btn--style-primary btn--size-small">
                  Ask the owner to erase this person
                </button>
              </form>
            )}
          </section>
        )}
        {open.length > 0 && (
          <section aria-label="Erasure requests" style={box}>
            <h2 style={{ marginTop: 0 }}>Erasure requests waiting</h2>
            <ul>
              {open.map((r) => (
                <li key={r.id}>
                  <a href={`/admin/privacy?q=${encodeURIComponent(r.contact ?? '')}`}>{r.contact}</a>, filed{' '}
                  {when(r.createdAt)}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </DefaultTemplate>
  )
}
