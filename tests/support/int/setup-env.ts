import { inject } from 'vitest'

import { SMS_DROP_ACCOUNT } from '../../../scripts/tools/lib/sms-drop'
import { TEST_PASSWORDS } from './passwords'

// Before any test imports payload.config: point it at this run's throwaway database.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.MEDIA_DIR = inject('mediaDir')
process.env.SEED_OWNER_PASSWORD = TEST_PASSWORDS.owner
process.env.SEED_STAFF_PASSWORD = TEST_PASSWORDS.staff
process.env.SMTP_HOST = '127.0.0.1'
process.env.SMTP_PORT = String(inject('smtpPort'))
process.env.SMTP_SECURE = 'false'
process.env.MAIL_FROM = 'bookings@vb-birmingham.example'
// Texts go to a local server speaking Twilio's API (scripts/tools/lib/sms-drop.ts), started by the tests that read them.
process.env.SMS_API_URL = `http://127.0.0.1:${inject('smsPort')}`
process.env.SMS_ACCOUNT_SID = SMS_DROP_ACCOUNT.accountSid
process.env.SMS_AUTH_TOKEN = SMS_DROP_ACCOUNT.authToken
process.env.SMS_FROM = '+447700900123'
process.env.LEAD_RATE_LIMIT = '5'
// The route handlers are called without a server, as if behind one proxy that appends X-Forwarded-For: each test
// request names its client there. The other settings are covered in tests/unit/client-address.test.ts.
process.env.TRUSTED_PROXY_COUNT = '1'
