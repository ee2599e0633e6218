import { leadRoute } from '@/lib/leads/route'

/** POST /api/measuring-appointment — book a free measuring visit (seed 7). */
export const POST = leadRoute('appointment')
