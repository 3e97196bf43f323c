import type { ReactNode } from 'react'
import { Grid, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { LIMITS } from '../editor/form-model'
import type { TemplateForm } from '../editor/use-draft-session'
import { ownerScopeLabels, periodTypeLabels } from '../labels'
import { ownerScopes, periodTypes } from '@/lib/vocabulary'
import { EditorSection } from './editor-section'

/** A label above a SegmentedControl (it has no label of its own). */
export function FieldLabel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Text size="sm" fw={500} id={id} mb={4}>
      {children}
    </Text>
  )
}

export function TemplateBasicsSection({ form }: { form: TemplateForm }) {
  const { t, i18n } = useLingui()
  return (
    <EditorSection id="template-basics" title={<Trans>Basics</Trans>}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <TextInput
            label={t`Name`}
            withAsterisk
            description={t`At most ${LIMITS.templateName} characters`}
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
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <div>
              <FieldLabel id="template-owner-scope">
                <Trans>Owner scope</Trans>
              </FieldLabel>
              <SegmentedControl
                fullWidth
                aria-labelledby="template-owner-scope"
                data={ownerScopes.map((scope) => ({ value: scope, label: i18n._(ownerScopeLabels[scope]) }))}
                key={form.key('owner_scope')}
                {...form.getInputProps('owner_scope')}
              />
              <Text size="xs" c="dimmed" mt={4}>
                <Trans>Merchant and shop reports let the viewer pick whose data to see; staff reports are internal.</Trans>
              </Text>
            </div>
            <div>
              <FieldLabel id="template-period-type">
                <Trans>Period type</Trans>
              </FieldLabel>
              <SegmentedControl
                fullWidth
                aria-labelledby="template-period-type"
                data={periodTypes.map((period) => ({ value: period, label: i18n._(periodTypeLabels[period]) }))}
                key={form.key('period_type')}
                {...form.getInputProps('period_type')}
              />
            </div>
          </Stack>
        </Grid.Col>
      </Grid>
    </EditorSection>
  )
}
