import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { withErrorResponses } from '@/lib/api/errors'

// Payload's GraphQL handler throws on a body it cannot read (invalid JSON: a 400) and on an unreachable database
// before the query runs (a 503); both are answered here instead of as a 500.
export const POST = withErrorResponses(GRAPHQL_POST(config))
export const OPTIONS = withErrorResponses(REST_OPTIONS(config))
