import NotFound, { notFoundMetadata } from '../(frontend)/not-found'

export const metadata = notFoundMetadata

export default NotFound
