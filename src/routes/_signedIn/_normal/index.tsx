import { createFileRoute, redirect } from '@tanstack/react-router'

/** `/` redirects to `/index`. */
export const Route = createFileRoute('/_signedIn/_normal/')({
  beforeLoad: () => {
    throw redirect({ to: '/index/{-$templateId}', params: { templateId: undefined }, replace: true })
  },
})
