import { NextResponse } from 'next/server'

import { getProducts, toApiProduct } from '@/lib/cms'

/**
 * GET /api/products: a stable public contract for API consumers, a JSON array (startingPrice in pence, finishes
 * as names, imageUrl). Reads through the tagged cache, so a product edit in /admin shows here at once.
 */
export async function GET() {
  const products = await getProducts()
  return NextResponse.json(products.map(toApiProduct), {
    headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' },
  })
}
