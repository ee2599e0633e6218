/**
 * The fitting payment form's rules (zod), a face of their own: the form loads them on first use (`import()`), so
 * the page's first script stays without zod.
 */
export * from './fitting/paymentForm'
