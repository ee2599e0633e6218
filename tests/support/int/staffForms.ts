import { NextRequest } from 'next/server'

/**
 * A form post to one of the staff's endpoints (/api/visits/…) as the fitter's phone sends it: signed in with
 * `session` (a JWT) or not, from this site unless `origin` names another.
 */
export const postStaffForm = (
  handler: (request: NextRequest) => Promise<Response>,
  path: string,
  form: Record<string, string>,
  session?: string,
  origin?: string,
) =>
  handler(
    new NextRequest(`http://localhost${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'localhost',
        ...(origin ? { origin } : {}),
        ...(session ? { authorization: `JWT ${session}` } : {}),
      },
      body: new URLSearchParams(form).toString(),
    }),
  )
