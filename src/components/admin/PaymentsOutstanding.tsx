import { formatPence } from '@/lib/format/money'
import { type OwedOrder, owedOrders } from '@/lib/orders'
import { shortDayMonth } from '@/lib/platform/ukDates'
import { dashboardCard as card, dashboardCell as cell, dashboardGrid, dashboardNumber as num } from './dashboardStyles'

const day = shortDayMonth

function OwedTable({ label, since, rows, empty }: { label: string; since: string; rows: OwedOrder[]; empty: string }) {
  return (
    <div style={card}>
      <h3 style={{ margin: '0 0 8px' }}>{label}</h3>
      {rows.length === 0 ? (
        <p style={{ margin: 0 }}>{empty}</p>
      ) : (
        <table aria-label={label} style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              <th style={cell}>Order</th>
              <th style={cell}>Customer</th>
              <th style={cell}>Phone</th>
              <th style={num}>{since}</th>
              <th style={num}>Owed</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-owed-order={r.id}>
                <td style={cell}>{r.reference}</td>
                <td style={cell}>
                  <a href={`/admin/collections/quotes/${r.id}`}>{r.name}</a>
                  {r.overdue ? <strong> (overdue)</strong> : null}
                </td>
                <td style={cell}>{r.phone}</td>
                <td style={num}>{day(r.since)}</td>
                <td style={num}>{formatPence(r.owedPence)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}

/** On the dashboard: deposits not yet received and balances still owed after fitting, from the server's figures. */
export function PaymentsOutstanding({ owed }: { owed: Awaited<ReturnType<typeof owedOrders>> }) {
  return (
    <div data-testid="payments-outstanding">
      <h2 style={{ margin: '24px 0 12px' }}>
        Owed: {formatPence(owed.depositsPence + owed.balancesPence)} ({formatPence(owed.depositsPence)} in deposits,{' '}
        {formatPence(owed.balancesPence)} in balances)
      </h2>
      <div style={dashboardGrid(320)}>
        <OwedTable
          label="Deposits outstanding"
          since="Accepted"
          rows={owed.deposits}
          empty="Every accepted order's deposit has arrived."
        />
        <OwedTable
          label="Balances outstanding"
          since="Fitted"
          rows={owed.balances}
          empty="Every fitted order is paid in full."
        />
      </div>
    </div>
  )
}
