import { requestId } from '@/lib/platform/requestId'
import { z } from '@/lib/validation/zod'

/** A record's id as a number or its digits, checked as every id from a request is (`requestId`): `1e20` is refused. */
export const recordId = (message: string) =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const checked = requestId(value)
    if (checked === null) ctx.addIssue({ code: 'custom', message })
    return checked ?? z.NEVER
  })
