import { Button, Group, Modal, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { showSuccessToast } from '@/lib/toast'
import { useCreateTemplate, type NewTemplate } from '../api/create-template'
import { descriptionRule, templateNameRule } from '../editor/form-model'
import { validateWith } from '../editor/form-validation'
import { NameFields, ScopeFields } from './template-fields'

const initialValues: NewTemplate = { template_name: '', description: '', owner_scope: 'merchant', period_type: 'month' }
const validateNewTemplate = validateWith<NewTemplate>(z.object({ template_name: templateNameRule, description: descriptionRule }))

/** Creates a template (name, description, owner scope, period type) and opens its editor. */
export function CreateTemplateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const create = useCreateTemplate()
  const form = useForm<NewTemplate>({ mode: 'uncontrolled', initialValues, validate: validateNewTemplate })

  const close = () => {
    if (create.isPending) return
    form.reset()
    onClose()
  }

  const submit = form.onSubmit((values) =>
    create.mutate(
      { ...values, template_name: values.template_name.trim() },
      {
        onSuccess: ({ template_id }) => {
          showSuccessToast(t`Template "${values.template_name.trim()}" created.`)
          form.reset()
          onClose()
          void navigate({ to: '/template/$templateId', params: { templateId: template_id } })
        },
      },
    ),
  )

  return (
    <Modal opened={opened} onClose={close} title={t`New report template`} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <NameFields form={form} autoFocus />
          <ScopeFields form={form} />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={create.isPending}>
              <Trans>Create and edit</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
