import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { CSSProperties } from 'react'

import { requestId } from '@/lib/platform/requestId'
import { isOwnerUser, isStaffUser } from '@/lib/platform/roles'
import { defaultPicks, findPerson, type FoundRecord, parseContact, type PersonFound } from '@/lib/privacy/person'
import { addressesOnRecords } from '@/lib/privacy/requests'
import type { PrivacyRequest } from '@/payload-types'

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

const contactOf = (r: FoundRecord) => [...r.emails, ...r.phones].join(', ')

/**
 * What the owner sees before acting: each of the person's records (kind, name, contact details, date) grouped by
 * the person named on it, and the mentions of the contact in other people's records as separate suggestions. With
 * `picks`, each row has a box (the person's records ticked, unless the contact is shared; suggestions never).
 */
function Preview({ found, picks }: { found: PersonFound; picks?: readonly string[] }) {
  const byKey = new Map(found.records.map((r) => [r.key, r]))
  const box = (key: string, label: string) =>
    picks ? (
      <td style={cell}>
        <input type="checkbox" name="pick" value={key} defaultChecked={picks.includes(key)} aria-label={label} />
      </td>
    ) : null
  return (
    <>
      {found.people.length > 1 && (
        <p role="note">
          This {'email' in found.contact ? 'e-mail address' : 'number'} is on the records of {found.people.length}{' '}
          people. Tick only the records of the person who asked.
        </p>
      )}
      {found.people.map((person) => (
        <table
          key={person.key}
          aria-label={`Records of ${person.name || 'no name'}`}
          style={{ borderCollapse: 'collapse', width: '100%', marginBottom: 16 }}
        >
          <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>
            {person.name || 'No name'} ({person.records.length})
          </caption>
          <thead>
            <tr>
              {picks && <th style={cell}>Include</th>}
              <th style={cell}>Kind</th>
              <th style={cell}>Name</th>
              <th style={cell}>Contact details</th>
              <th style={cell}>Date</th>
              <th style={cell}>Record</th>
            </tr>
          </thead>
          <tbody>
            {person.records.map((key) => {
              const r = byKey.get(key)!
              return (
                <tr key={key}>
                  {box(key, `Include ${r.kind} #${r.id}`)}
                  <td style={cell}>
                    {r.kind}
                    {r.doc.privacyState === 'accounts' ? ' (kept for the accounts)' : ''}
                    {/* A photo of their home: its file (staff only) for the owner to send with the copy. */}
                    {r.collection === 'visit-photos' && typeof r.doc.url === 'string' ? (
                      <>
                        {r.doc.stage === 'fitted' ? ' (fitting)' : ' (measuring visit)'}:{' '}
                        <a href={r.doc.url} download>
                          the photo
                        </a>
                      </>
                    ) : null}
                  </td>
                  <td style={cell}>{r.name}</td>
                  <td style={cell}>{contactOf(r)}</td>
                  <td style={cell}>{when(r.date)}</td>
                  <td style={cell}>
                    <a href={`/admin/collections/${r.collection}/${r.id}`}>#{r.id}</a>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      ))}
      {found.mentions.length > 0 && (
        <table aria-label="Mentioned in other records" style={{ borderCollapse: 'collapse', width: '100%' }}>
          <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>
            Mentioned in other records ({found.mentions.length}): not theirs, included only if you tick it; erasing
            removes only the mention
          </caption>
          <thead>
            <tr>
              {picks && <th style={cell}>Include</th>}
              <th style={cell}>Kind</th>
              <th style={cell}>Where</th>
              <th style={cell}>Words</th>
              <th style={cell}>Date</th>
              <th style={cell}>Record</th>
            </tr>
          </thead>
          <tbody>
            {found.mentions.map((m) => (
              <tr key={m.key}>
                {box(m.key, `Include the mention in ${m.kind} #${m.id}`)}
                <td style={cell}>{m.kind}</td>
                <td style={cell}>{m.field}</td>
                <td style={cell}>{m.excerpt}</td>
                <td style={cell}>{when(m.date)}</td>
                <td style={cell}>
                  <a href={`/admin/collections/${m.collection}/${m.id}`}>#{m.id}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {found.rateLimitKeys.length > 0 && (
        <p>E-mail rate-limit entries: {found.rateLimitKeys.length} (kept hashed; deleted with the erasure).</p>
      )}
    </>
  )
}
const KIND_WORDS: Record<string, string> = { 'erasure-request': 'Erasure', 'copy-request': 'Copy' }
const STATUS_WORDS: Record<string, string> = {
  open: 'Waiting for the person to confirm',
  verified: 'Confirmed: waiting for the owner',
  waiting: 'Waiting: an order not yet fitted and paid still needs their details',
  done: 'Done',
}
const ERRORS: Record<string, string> = {
  confirm: 'Tick the confirmation to erase.',
  nothing: 'Tick at least one record.',
}

function RequestPanel({
  request,
  found,
  owner,
  verifier,
}: {
  request: PrivacyRequest
  found: PersonFound | null
  owner: boolean
  verifier: string
}) {
  const v = request.verification
  const kind = KIND_WORDS[request.kind] ?? request.kind
  return (
    <section aria-label="Request" style={box}>
      <h2 style={{ marginTop: 0 }}>
        {kind} request #{request.id}
        {request.contact ? ` for ${request.contact}` : ''}
      </h2>
      <p>
        Status: <strong>{STATUS_WORDS[request.status ?? ''] ?? request.status}</strong>
        {request.summary ? ` · ${request.summary}` : ''}
      </p>
      {v?.method === 'email-link' && (
        <p>
          Confirmed by the link sent to {v.email} on {when(v.verifiedAt)}.
        </p>
      )}
      {v?.method === 'call-back' && (
        <p>
          Verified by calling {request.contact} back: {verifier} on{' '}
          {String(v.verifiedAt ?? '')
            .replace('T', ' ')
            .slice(0, 16)}
          .
        </p>
      )}
      {request.status === 'open' && v?.email && (
        <p>
          A confirmation link went to {v.email} on {when(v.linkSentAt)}. Nothing happens until they open it.
        </p>
      )}
      {request.status === 'open' && !v?.email && (
        <form method="post" action={`${API}/callback`}>
          <input type="hidden" name="request" value={request.id} />
          <p>Their records hold only a phone: call {request.contact} back to check it is them.</p>
          <button type="submit" className="btn btn--style-primary btn--size-small">
            I called them back on this number and they confirmed
          </button>
        </form>
      )}
      {(request.status === 'verified' || request.status === 'waiting') && found && !owner && (
        <>
          <Preview found={found} />
          <p>The owner acts on it next.</p>
        </>
      )}
      {(request.status === 'verified' || request.status === 'waiting') &&
        found &&
        owner &&
        request.kind === 'erasure-request' && (
          <form method="post" action={`${API}/erase`}>
            <input type="hidden" name="request" value={request.id} />
            {request.status === 'waiting' && (
              <p role="note">
                When the order is fitted and paid, or once you have cancelled it (Cancel the order on the quote, and
                record any refund), erase again here.
              </p>
            )}
            <Preview found={found} picks={defaultPicks(found)} />
            <label style={{ display: 'block', margin: '8px 0' }}>
              <input type="checkbox" name="confirm" value="yes" required /> I have checked the ticked records belong to
              this person: erase them
            </label>
            <p style={{ fontSize: 13 }}>
              Unticked records are not touched. Orders still inside the accounts period keep the name and address until
              it ends; everything else goes at once. Their visits still to happen are cancelled. An accepted order not
              yet fitted and paid holds the whole erasure back: the request waits and they are told why. This cannot be
              undone.
            </p>
            <button type="submit" className="btn btn--style-primary btn--size-small">
              Erase the ticked records
            </button>
          </form>
        )}
      {request.status === 'verified' && found && owner && request.kind === 'copy-request' && (
        <form method="post" action={`${API}/copy`}>
          <input type="hidden" name="request" value={request.id} />
          <Preview found={found} picks={defaultPicks(found)} />
          {v?.method === 'email-link' && v.email ? (
            <button type="submit" className="btn btn--style-primary btn--size-small">
              Send the copy to {v.email}
            </button>
          ) : (
            <p role="note">A copy goes only to an e-mail address they confirmed: their records hold none.</p>
          )}
        </form>
      )}
    </section>
  )
}

/**
 * /admin/privacy: a person's requests. Staff find what is held under an e-mail or phone (their own records only;
 * mentions elsewhere as suggestions) and file a request, which sends the person a confirmation link (or, phone
 * only, is verified by calling back); the owner then picks the records and erases them or sends the copy. A server
 * component: the forms post to the privacy log's endpoints and work without the admin's scripts.
 */
export async function PrivacyView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const user = req.user
  if (!isStaffUser(user)) redirect('/admin/login?redirect=%2Fadmin%2Fprivacy')
  const owner = isOwnerUser(user)
  const { payload } = req
  const query = param(searchParams?.q).trim()
  const contact = query ? parseContact(query) : null
  const requestNumber = requestId(param(searchParams?.request))
  const request = requestNumber
    ? await payload
        .findByID({ collection: 'privacy-requests', id: requestNumber, overrideAccess: true, depth: 0 })
        .catch(() => null)
    : null
  const requestContact =
    request?.status === 'verified' || request?.status === 'waiting' ? parseContact(request.contact) : null
  const found = requestContact
    ? await findPerson(payload, requestContact)
    : contact && !request
      ? await findPerson(payload, contact)
      : null
  const verifiedBy = request?.verification?.verifiedBy
  const verifier = verifiedBy
    ? await payload
        .findByID({ collection: 'users', id: verifiedBy as number, overrideAccess: true, depth: 0 })
        .then((u) => u.name ?? u.username ?? `user ${u.id}`)
        .catch(() => `user ${String(verifiedBy)}`)
    : ''
  const addresses = found && !request ? addressesOnRecords(found) : []
  const total = found ? found.records.length + found.mentions.length + found.rateLimitKeys.length : 0
  const doneNumber = requestId(param(searchParams?.done))
  const done = doneNumber
    ? await payload
        .findByID({ collection: 'privacy-requests', id: doneNumber, overrideAccess: true, depth: 0 })
        .catch(() => null)
    : null
  const waiting = (
    await payload.find({
      collection: 'privacy-requests',
      where: {
        and: [
          { kind: { in: ['erasure-request', 'copy-request'] } },
          { status: { in: ['open', 'verified', 'waiting'] } },
        ],
      },
      sort: '-createdAt',
      depth: 0,
      limit: 50,
      overrideAccess: true,
    })
  ).docs
  const error = ERRORS[param(searchParams?.error)]
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={{}}
      payload={payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <div className="gutter--left gutter--right" style={{ paddingTop: 24, paddingBottom: 48, maxWidth: 1100 }}>
        <h1>Personal data requests</h1>
        <p>
          A person may ask for a copy of their data or for its erasure. Find their records by the e-mail address or
          phone number they gave, file the request, and they confirm it is them before anything happens.{' '}
          {owner ? '' : 'The owner then erases or sends the copy.'}
        </p>
        {done && (
          <div role="status" style={box}>
            <strong>Erased.</strong> {done.summary}
            {Array.isArray(done.records) && (
              <ul>
                {(done.records as { record: string; outcome: string; reason?: string }[]).map((r) => (
                  <li key={r.record}>
                    {r.record}: {r.outcome}
                    {r.reason ? ` (${r.reason})` : ''}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {param(searchParams?.filed) && (
          <div role="status" style={box}>
            {param(searchParams?.filed) === 'link'
              ? 'Request filed: the confirmation link is on its way to them.'
              : 'Request filed: call them back to check it is them.'}
          </div>
        )}
        {param(searchParams?.waiting) && (
          <div role="status" style={box}>
            Not erased yet: an order of theirs is not yet fitted and paid, and its contract still needs their details.
            The request waits, with the reason, and they have been told.
          </div>
        )}
        {param(searchParams?.sent) === 'copy' && (
          <div role="status" style={box}>
            Copy sent: the download link is on its way to their confirmed address.
          </div>
        )}
        {error && (
          <div role="alert" style={box}>
            {error}
          </div>
        )}
        {request && <RequestPanel request={request} found={found} owner={owner} verifier={verifier} />}
        {!request && (
          <>
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
            {query && !contact && <p role="alert">Give an e-mail address or a UK phone number.</p>}
            {found && total === 0 && <p>Nothing held about {query}.</p>}
            {found && total > 0 && (
              <section aria-label="Records found" style={box}>
                <h2 style={{ marginTop: 0 }}>Held about {query}</h2>
                <Preview found={found} />
                {found.records.length > 0 && (
                  <form method="post" action={`${API}/request`}>
                    <input type="hidden" name="q" value={query} />
                    <fieldset style={{ border: 0, padding: 0, margin: '8px 0' }}>
                      <legend>They ask for</legend>
                      <label>
                        <input type="radio" name="kind" value="erasure-request" defaultChecked /> Erasure
                      </label>{' '}
                      <label>
                        <input type="radio" name="kind" value="copy-request" /> A copy of their data
                      </label>
                    </fieldset>
                    {addresses.length > 0 ? (
                      <fieldset style={{ border: 0, padding: 0, margin: '8px 0' }}>
                        <legend>Send the confirmation link to (ask them which)</legend>
                        {addresses.map((address) => (
                          <label key={address} style={{ display: 'block' }}>
                            <input
                              type="radio"
                              name="email"
                              value={address}
                              required
                              defaultChecked={addresses.length === 1}
                            />{' '}
                            {address}
                          </label>
                        ))}
                      </fieldset>
                    ) : (
                      <p>Their records hold only a phone: after filing, call {query} back to check it is them.</p>
                    )}
                    <button type="submit" className="btn btn--style-primary btn--size-small">
                      {addresses.length > 0 ? 'File the request and send the link' : 'File the request'}
                    </button>
                  </form>
                )}
              </section>
            )}
          </>
        )}
        {waiting.length > 0 && (
          <section aria-label="Requests waiting" style={box}>
            <h2 style={{ marginTop: 0 }}>Requests waiting</h2>
            <ul>
              {waiting.map((r) => (
                <li key={r.id}>
                  <a href={`/admin/privacy?request=${r.id}`}>
                    {KIND_WORDS[r.kind] ?? r.kind} request #{r.id}: {r.contact}
                  </a>
                  , filed {when(r.createdAt)}: {STATUS_WORDS[r.status ?? ''] ?? r.status}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </DefaultTemplate>
  )
}
