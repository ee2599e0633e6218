import type { Metadata } from 'next'

import { ProductCard } from '@/components/products/ProductCard'
import { getProducts, getSiteSettings } from '@/lib/cms'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: `Made-to-Measure Venetian Blinds in Birmingham | ${settings.businessName}`,
    description: settings.tagline,
    alternates: { canonical: '/' },
  }
}

export default async function HomePage() {
  const [products, settings] = await Promise.all([getProducts(), getSiteSettings()])
  return (
    <main className="container-page py-12">
      <h1 className="text-4xl font-semibold text-navy">Premium Venetian Blinds in Birmingham</h1>
      <p className="mt-3 max-w-2xl text-muted">{settings.tagline}</p>
      <section aria-labelledby="products-heading" className="mt-10">
        <h2 id="products-heading" className="text-2xl font-semibold">
          Our blinds
        </h2>
        {products.length === 0 ? (
          <p className="mt-4 text-muted">No products available at the moment.</p>
        ) : (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        )}
      </section>
    </main>
  )
}
