import { Grid, NumberInput, Stack, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { displayKinds, placementKinds } from '@/lib/vocabulary'
import { LIMITS, componentPath } from '../model/form-model'
import type { TemplateForm } from '../editor/use-draft-session'
import { displayLabels, optionsOf, placementLabels } from '../labels'
import { IframeSettings } from './iframe-settings'
import { SegmentedField } from './segmented-field'
import { VariableSettings } from './variable-settings'

/** An open component's fields: title, display, placement and height, then its Metabase or SQL settings. */
export function ComponentFields({ form, index }: { form: TemplateForm; index: number }) {
  const { t, i18n } = useLingui()
  const path = (field: 'title' | 'display' | 'placement' | 'height') => componentPath(index, field)
  const display = form.useWatchValue(path('display'))
  return (
    <Stack gap="sm">
      <Grid gap="md" align="flex-end">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            label={t`Title`}
            withAsterisk
            key={form.key(path('title'))}
            {...form.getInputProps(path('title'))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <SegmentedField
            label={<Trans>Display</Trans>}
            mb={8}
            data={optionsOf(displayKinds, displayLabels, i18n)}
            key={form.key(path('display'))}
            {...form.getInputProps(path('display'))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <SegmentedField
            label={<Trans>Placement</Trans>}
            mb={8}
            data={optionsOf(placementKinds, placementLabels, i18n)}
            key={form.key(path('placement'))}
            {...form.getInputProps(path('placement'))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }}>
          <NumberInput
            label={t`Height (px)`}
            min={LIMITS.heightMin}
            max={LIMITS.heightMax}
            step={10}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            key={form.key(path('height'))}
            {...form.getInputProps(path('height'))}
          />
        </Grid.Col>
      </Grid>
      {display === 'iframe' ? (
        <IframeSettings form={form} index={index} />
      ) : (
        <VariableSettings form={form} index={index} />
      )}
    </Stack>
  )
}
