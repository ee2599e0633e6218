import type { Endpoint } from 'payload'

import { fittingPhotosFor, publishFittingPhoto } from '@/lib/localJobs/fittingPhotos'

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } })

/** The fitting's after photos a local job made from an order may show, under /api/cms/local-jobs/:id. */
export const localJobEndpoints: Endpoint[] = [
  {
    // Offered photos (owner and staff): the order's after photos, only with the customer's consent.
    path: '/:id/fitting-photos',
    method: 'get',
    handler: async (req) => {
      const result = await fittingPhotosFor(req.payload, req.user, String(req.routeParams?.id ?? ''))
      return result.ok ? json(200, result) : json(result.status, { error: result.error })
    },
  },
  {
    // "Publish this photo" (owner only): copied into the public media and added to the job's photos.
    path: '/:id/fitting-photos/:photo',
    method: 'post',
    handler: async (req) => {
      const result = await publishFittingPhoto(
        req.payload,
        req.user,
        String(req.routeParams?.id ?? ''),
        String(req.routeParams?.photo ?? ''),
      )
      return result.ok ? json(200, result) : json(result.status, { error: result.error })
    },
  },
]
