import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * `/`, where a sign-in lands: the report list (`/index`) for everyone. Staff reach the template list
 * from the account menu.
 */
export const Route = createFileRoute('/_signedIn/_normal/')({
  beforeLoad: () => {
    throw redirect({ to: '/index/{-$templateId}', params: { templateId: undefined }, replace: true })
  },
})
