import { z } from 'zod'

/**
 * Server environment, validated once. In production the app refuses to start without a real secret;
 * `next build` (which never talks to the database) may run without one.
 */
const isBuild = process.env.NEXT_PHASE === 'phase-production-build'
const isProduction = process.env.NODE_ENV === 'production'

const schema = z.object({
  DATABASE_URL: z.string().optional(),
  PAYLOAD_SECRET: z.string().optional(),
  SITE_URL: z.string().url().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().positive().optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  MAIL_FROM: z.string().optional(),
  // Text messages ("on my way") through Twilio's Messages API (src/lib/platform/sms.ts); unset: not sent (logged in
  // development). SMS_API_URL defaults to https://api.twilio.com; the tests point it at a local fake.
  SMS_API_URL: z.string().url().optional(),
  SMS_ACCOUNT_SID: z.string().optional(),
  SMS_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  // How the client's address is found for rate limits (src/lib/platform/clientAddress.ts).
  TRUSTED_PROXY_COUNT: z
    .string()
    .regex(/^\d{0,2}$/, 'TRUSTED_PROXY_COUNT must be a whole number')
    .optional(),
  CLIENT_IP_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]*$/, 'CLIENT_IP_HEADER must be a header name')
    .optional(),
})

const parsed = schema.parse(process.env)

function resolveSecret(): string {
  const secret = parsed.PAYLOAD_SECRET
  if (secret && secret.length >= 16) return secret
  if (isProduction && !isBuild) {
    throw new Error('PAYLOAD_SECRET must be set (16+ characters) to run in production.')
  }
  return secret || 'development-only-secret-do-not-use-in-production'
}

export const env = {
  ...parsed,
  PAYLOAD_SECRET: resolveSecret(),
  SITE_URL: (parsed.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  DATABASE_URL: parsed.DATABASE_URL ?? '',
  isBuild,
  isProduction,
}
