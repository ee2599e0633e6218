import { PageLoading } from '@/components/layout/PageLoading'

/** /thank-you is rendered per request (it reads the submission's reference), so it streams behind this state. */
export default function Loading() {
  return <PageLoading className="container-page min-h-dvh" />
}
