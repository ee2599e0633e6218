import { inject } from 'vitest'

import { TEST_PASSWORDS } from './passwords'

// Before any test imports payload.config: point it at this run's throwaway database.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.MEDIA_DIR = inject('mediaDir')
process.env.SEED_OWNER_PASSWORD = TEST_PASSWORDS.owner
process.env.SEED_STAFF_PASSWORD = TEST_PASSWORDS.staff
