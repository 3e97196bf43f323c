import { Button, Group, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { z } from '@/lib/zod'
import { useBusy } from '@/components/ui/action-button'
import { Dialog } from '@/components/ui/dialog'
import { showSuccessToast } from '@/lib/toast'
import { hasPermission } from '@/features/session/permissions'
import { useSessionState } from '@/features/session/session'
import { useCreateTemplate, type NewTemplate } from '../api/create-template'
import { descriptionRule, templateNameRule } from '../model/form-model'
import { validateWith } from '../model/form-validation'
import { NameFields, ScopeFields } from './template-fields'

const initialValues: NewTemplate = { template_name: '', description: '', owner_scope: 'merchant', period_type: 'month' }
const validateNewTemplate = validateWith<NewTemplate>(
  z.object({ template_name: templateNameRule, description: descriptionRule }),
)

/**
 * Creates a template (name, description, owner scope, period type) and opens its editor, for a user who may edit it.
 * Closed another way than Cancel, it keeps what was typed for the next time it opens.
 */
export function CreateTemplateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { user } = useSessionState()
  const canEdit = hasPermission(user, 'template.update')
  const create = useCreateTemplate(user?.username ?? null)
  const form = useForm<NewTemplate>({ mode: 'uncontrolled', initialValues, validate: validateNewTemplate })
  // One template per press: a second press or Enter while it is created does nothing.
  const [busy, run] = useBusy()

  const close = () => {
    if (!busy) onClose()
  }
  const cancel = () => {
    if (busy) return
    form.reset()
    onClose()
  }

  const submit = form.onSubmit((values) =>
    run(async () => {
      const name = values.template_name.trim()
      const created = await create.mutateAsync({ ...values, template_name: name })
      if (created === null) {
        form.setFieldError('template_name', t`A template of this name and owner scope already exists.`)
        return
      }
      showSuccessToast(t`Template "${name}" created.`)
      form.reset()
      onClose()
      if (canEdit) void navigate({ to: '/template/$templateId', params: { templateId: created.template_id } })
    }),
  )

  return (
    <Dialog opened={opened} onClose={close} title={t`New report template`} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <NameFields form={form} autoFocus />
          <ScopeFields form={form} />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={cancel} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={busy}>
              {canEdit ? <Trans>Create and edit</Trans> : <Trans>Create</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  )
}
