import { leadRoute } from '@/lib/leads/route'

/** POST /api/measuring-appointment — book a free measuring visit. */
export const POST = leadRoute('appointment')
