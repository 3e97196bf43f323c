import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { z } from 'zod'
import { showSuccessToast } from '@/lib/toast'
import { useCreateTemplate, type NewTemplate } from '../api/create-template'
import { LIMITS, descriptionRule, templateNameRule } from '../editor/form-model'
import { validateWith } from '../editor/form-validation'
import { ownerScopeLabels, periodTypeLabels } from '../labels'
import { ownerScopes, periodTypes } from '@/lib/vocabulary'

const initialValues: NewTemplate = { template_name: '', description: '', owner_scope: 'merchant', period_type: 'month' }
const validateNewTemplate = validateWith<NewTemplate>(z.object({ template_name: templateNameRule, description: descriptionRule }))

/** Creates a template (name, description, owner scope, period type) and opens its editor. */
export function CreateTemplateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui()
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
          <TextInput
            label={t`Name`}
            withAsterisk
            description={t`At most ${LIMITS.templateName} characters`}
            data-autofocus
            key={form.key('template_name')}
            {...form.getInputProps('template_name')}
          />
          <Textarea
            label={t`Description`}
            description={t`At most ${LIMITS.description} characters`}
            rows={3}
            resize="vertical"
            key={form.key('description')}
            {...form.getInputProps('description')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="create-owner-scope">
              <Trans>Owner scope</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby="create-owner-scope"
              data={ownerScopes.map((scope) => ({ value: scope, label: i18n._(ownerScopeLabels[scope]) }))}
              key={form.key('owner_scope')}
              {...form.getInputProps('owner_scope')}
            />
          </Stack>
          <Stack gap={4} mt="xs">
            <Text size="sm" fw={500} id="create-period-type">
              <Trans>Period type</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby="create-period-type"
              data={periodTypes.map((period) => ({ value: period, label: i18n._(periodTypeLabels[period]) }))}
              key={form.key('period_type')}
              {...form.getInputProps('period_type')}
            />
          </Stack>
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
