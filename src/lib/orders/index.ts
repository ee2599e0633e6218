/**
 * The order's wing: a quote's whole life, from its lines and price through sending, accepting (online or in person),
 * payments and the fitting to the review request and the balance reminder. This file is its face for server code
 * (routes, collections, jobs, other features); `.dependency-cruiser.cjs` (`orders-through-its-face`) keeps every
 * other file of `src/lib/orders/` private. Client components import `./client` instead, and the fitting's payment
 * form loads its rules from `./paymentForm`.
 *
 * Inside, folders import one way: lines (what is quoted, its price and reference) ← states (the quote's states and
 * who moves them) ← money (deposit, payments, what is owed, receipts, refund) ← fitting (invite, reminder, sign-off,
 * mark fitted, payment at the fitting, a local job from the order) ← links (send, accept, decline, questions,
 * follow-ups) and reminders (review request, balance reminder); `whatItSetsOff.ts` says what an acceptance and a
 * fitting set off.
 */
export { contentFields, hashOf, quoteNumber, type QuoteContent } from './lines/content'
export { parseFollowUpDays, readFollowUpDays } from './lines/followUpDays'
export {
  MM_PER_CM,
  createQuoteFromAppointment,
  optionCodes,
  productOfPricedWindow,
  quoteDataFromAppointment,
} from './lines/fromAppointment'
export {
  CONTROL_SIDES,
  DECLINE_REASONS,
  DECLINE_WORDS_MAX,
  FITS,
  FIXINGS,
  QUOTE_STAGES,
  SAFETY_DEVICES,
  SAFETY_RULE,
  labelOf,
  type DeclineReason,
} from './lines/options'
export { areaChoicesOf, areaOfOrder, districtAreasOf } from './lines/orderArea'
export { pricedProductOf, productsById } from './lines/pricingInputs'
export { referenceField } from './lines/reference'
export { ORDER_DEFAULTS } from './lines/settings'
export { quoteTotals } from './lines/totals'
export {
  IN_PERSON_REASONS,
  IN_PERSON_VISIT_CONTEXT,
  inPersonCheck,
  nothingAccepted,
  type InPersonCheck,
} from './states/inPerson'
export { ACCEPT_CONDITION_CONTEXT, QUOTE_MOVE_CONTEXT, refusedMove } from './states/states'
export { moneyAtFitting, moreThanOwed, type MoneyAtFitting } from './money/atFitting'
export { bankChangeMail, bankChangeSummary } from './money/bankChange'
export type { OrderConfirmation } from './money/confirmation'
export { PAYMENT_METHODS, paymentFigures } from './money/figures'
export { BALANCE_OVERDUE_DAYS, owedOrders, type OwedOrder } from './money/outstanding'
export { receiptsFor, shareOf, type ReceiptPayment } from './money/receipts'
export { sendQuoteFollowUp } from './links/followUps'
export { acceptQuote, askAboutQuote, declineQuote, quoteView, stopFollowUps, type QuoteView } from './links/link'
export { acceptedWhen } from './links/mails'
export { mailAnswer } from './links/questions'
export { quoteLink, sendQuote, sentContentOf } from './links/send'
export { sendPreview } from './links/sendPreview'
export {
  ALL_FINE_LABEL,
  FITTING_CHECKS,
  REASON_MAX,
  SIGNED_NAME_MAX,
  checklistFromForm,
  checklistState,
  checksFor,
  type ChecklistRow,
  type FittingCheckItem,
  type WindowChecklist,
} from './fitting/checklist'
export { fittingHours, fittingMail } from './fitting/invite'
export { createLocalJobFromOrder, knownFinish, localJobDraftNote } from './fitting/localJob'
export { fittingSignedOffMail } from './fitting/mails'
export { markFitted } from './fitting/markFitted'
export { recordFittingPayment } from './fitting/payment'
export { fittingPaymentSchema, seenPayments } from './fitting/paymentForm'
export { NO_SIGNAL_PAYMENT } from './fitting/paymentWords'
export { signOffFitting } from './fitting/signOff'
export {
  balanceReminderDue,
  balanceReminderMail,
  nextBalanceReminderAt,
  queueBalanceReminder,
} from './reminders/balanceReminder'
export { reviewLink, reviewRequestMail } from './reminders/reviewRequest'
export { QUOTE_HOOKS } from './whatItSetsOff'
