import type { MoneyAtFitting } from '@/lib/orders'

/** The order's money at the fitting, on the card and the sign-off page: the deposit, and what to collect on the day. */
export function FittingMoney({ money }: { money: MoneyAtFitting }) {
  return (
    <ul className="mt-3 rounded-card bg-oak-soft p-3 text-sm" aria-label="Money" data-money>
      <li>{money.deposit}</li>
      <li className="font-semibold">{money.collect}</li>
    </ul>
  )
}
