import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withErrorResponses } from '@/lib/api/errors'

// Payload answers most errors itself (src/lib/api/errors.ts maps the known ones); an error that escapes its handler
// gets a JSON answer without details instead of the framework's 500.
export const GET = withErrorResponses(REST_GET(config))
export const POST = withErrorResponses(REST_POST(config))
export const DELETE = withErrorResponses(REST_DELETE(config))
export const PATCH = withErrorResponses(REST_PATCH(config))
export const PUT = withErrorResponses(REST_PUT(config))
export const OPTIONS = withErrorResponses(REST_OPTIONS(config))
