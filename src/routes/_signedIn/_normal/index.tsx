import { createFileRoute, redirect } from '@tanstack/react-router'
import { hasAnyPermission } from '@/features/session/permissions'

/**
 * `/`, where a sign-in lands: the template list for staff who may read templates (their work; they
 * have no seller data of their own until they pick a merchant or shop), the report list (`/index`)
 * for everyone else. Staff keep the report list one click away, in the side navigation.
 */
export const Route = createFileRoute('/_signedIn/_normal/')({
  beforeLoad: ({ context }) => {
    const { user } = context.session.getState()
    if (user?.user_type === 'staff' && hasAnyPermission(user, ['template.read']))
      throw redirect({ to: '/template', replace: true })
    throw redirect({ to: '/index/{-$templateId}', params: { templateId: undefined }, replace: true })
  },
})
