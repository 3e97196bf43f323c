import { Grid, Stack, TextInput, Textarea } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { Trans, useLingui } from '@lingui/react/macro'
import { ownerScopes, periodTypes } from '@/lib/vocabulary'
import type { NewTemplate } from '../api/create-template'
import { LIMITS } from '../model/form-model'
import { optionsOf, ownerScopeLabels, periodTypeLabels } from '../labels'
import type { TemplateForm } from '../editor/use-draft-session'
import { EditorSection } from './editor-section'
import { SegmentedField } from './segmented-field'

/** A form that holds a template's basics: the create dialog's and the editor's. */
type BasicsForm = UseFormReturnType<NewTemplate>

export function NameFields({ form, autoFocus = false }: { form: BasicsForm; autoFocus?: boolean }) {
  const { t } = useLingui()
  return (
    <>
      <TextInput
        label={t`Name`}
        withAsterisk
        description={t`At most ${LIMITS.templateName} characters`}
        data-autofocus={autoFocus || undefined}
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
    </>
  )
}

/** Whose data the reports show, and how often one is made. */
export function ScopeFields({ form, withHint = false }: { form: BasicsForm; withHint?: boolean }) {
  const { i18n } = useLingui()
  return (
    <>
      <SegmentedField
        label={<Trans>Owner scope</Trans>}
        hint={
          withHint ? (
            <Trans>Merchant and shop reports let the viewer pick whose data to see; staff reports are internal.</Trans>
          ) : undefined
        }
        data={optionsOf(ownerScopes, ownerScopeLabels, i18n)}
        key={form.key('owner_scope')}
        {...form.getInputProps('owner_scope')}
      />
      <SegmentedField
        label={<Trans>Period type</Trans>}
        data={optionsOf(periodTypes, periodTypeLabels, i18n)}
        key={form.key('period_type')}
        {...form.getInputProps('period_type')}
      />
    </>
  )
}

/** The editor's section of them: the name and description beside the owner scope and the period type. */
export function TemplateBasicsSection({ form }: { form: TemplateForm }) {
  return (
    <EditorSection id="template-basics" title={<Trans>Basics</Trans>}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <NameFields form={form} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <ScopeFields form={form} withHint />
          </Stack>
        </Grid.Col>
      </Grid>
    </EditorSection>
  )
}
