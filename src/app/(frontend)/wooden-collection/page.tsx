import { CollectionRoute, collectionMetadata } from '@/components/collections/collectionRoute'

export const generateMetadata = () => collectionMetadata('wooden')

export default function WoodenCollectionPage() {
  return <CollectionRoute material="wooden" />
}
