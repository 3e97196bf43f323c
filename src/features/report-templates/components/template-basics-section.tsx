import { Grid, Stack } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import type { TemplateForm } from '../editor/use-draft-session'
import { EditorSection } from './editor-section'
import { NameFields, ScopeFields } from './template-fields'

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
