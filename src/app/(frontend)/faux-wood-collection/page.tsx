import { CollectionRoute, collectionMetadata } from '@/components/collections/collectionRoute'

export const generateMetadata = () => collectionMetadata('faux-wood')

export default function FauxWoodCollectionPage() {
  return <CollectionRoute material="faux-wood" />
}
