import { useLingui } from '@lingui/react/macro'
import { showActionToast } from '@/components/ui/action-toast'
import { showSuccessToast } from '@/lib/toast'
import type { PublicationStatus } from '@/lib/vocabulary'
import { useToggleTemplateStatus } from '../api/toggle-template-status'

/** The template a status change is for. */
type StatusTarget = { template_id: number; template_name: string }

/**
 * Asks for a template's status, then says what the server made of it, which may not be what was asked. When it is,
 * `asAsked` is said (by default the new status, or that the template already had it). A server that only flips,
 * finding the template already as asked (someone else was first), leaves it the other way: that is said, with a way
 * to set it back. It comes to the status the template has now; a failure shows its own notification.
 */
export function useSetTemplateStatus() {
  const { t } = useLingui()
  const toggleStatus = useToggleTemplateStatus()
  const setStatus = async (
    target: StatusTarget,
    toStatus: PublicationStatus,
    asAsked?: string,
  ): Promise<PublicationStatus> => {
    const name = target.template_name
    const { status, already } = await toggleStatus.mutateAsync({ templateId: target.template_id, toStatus })
    if (status === toStatus) {
      const said = already
        ? status === 'published'
          ? t`"${name}" was already published.`
          : t`"${name}" was already unpublished.`
        : status === 'published'
          ? t`"${name}" is published.`
          : t`"${name}" is unpublished.`
      showSuccessToast(asAsked ?? said)
      return status
    }
    const setBack = () => void setStatus(target, toStatus).catch(() => undefined)
    if (toStatus === 'unpublished')
      showActionToast(t`"${name}" had already been unpublished, so your request published it again.`, {
        label: t`Unpublish it`,
        onClick: setBack,
      })
    else
      showActionToast(t`"${name}" had already been published, so your request unpublished it.`, {
        label: t`Publish it`,
        onClick: setBack,
      })
    return status
  }
  return setStatus
}
