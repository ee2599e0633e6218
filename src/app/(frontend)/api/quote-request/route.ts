import { leadRoute } from '@/lib/leads/route'

/** POST /api/quote-request — ask for a quote (contact forms). */
export const POST = leadRoute('quote')
