import { useRef, useState } from 'react'
import { Badge, Group, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useParams, type ErrorComponentProps } from '@tanstack/react-router'
import { lazyPart, WhenUsed } from '@/components/ui/lazy-part'
import { ButtonLink } from '@/components/ui/links'
import { RouteError } from '@/components/ui/route-error'
import { EmptyState } from '@/components/ui/states'
import { useSessionState } from '@/features/session/session'
import { templateDraftQueryOptions } from '../api/get-template'
import { useDraftSession } from '../editor/use-draft-session'
import { statusLabels } from '../labels'
import { ComponentsSection } from './components-section'
import { EditorActionBar, PublishProblems } from './editor-action-bar'
import { NdaSection } from './nda-section'
import { TemplateBasicsSection } from './template-fields'
import { TestQueriesPanel } from './test-queries-panel'

const EditorDialogs = lazyPart(() => import('./editor-dialogs').then((module) => module.EditorDialogs))

/** The draft could not be loaded: say which, with a Retry. */
export function TemplateEditorError(props: ErrorComponentProps) {
  const { t } = useLingui()
  const { templateId } = useParams({ strict: false })
  return <RouteError {...props} title={t`Template ${templateId} could not be loaded.`} />
}

/** The template does not exist (the server said 404): say so, with the way back to the list. */
export function TemplateMissing() {
  return (
    <EmptyState
      missing
      title={<Trans>This report template does not exist.</Trans>}
      action={
        <ButtonLink to="/template">
          <Trans>Back to the report templates</Trans>
        </ButtonLink>
      }
    />
  )
}

/**
 * `/template/:templateId`: the editor of the signed-in user. Another user signing in (in another tab)
 * closes the editor of the one before, whose unsaved work stays theirs in the browser; the new user's
 * opens afresh if the guards let them stay.
 */
export function TemplateEditorScreen({ templateId }: { templateId: number }) {
  const userId = useSessionState().user?.id
  // Signed out (a 401), the editor stays as it is while the sign-in page takes over.
  const [editorUser, setEditorUser] = useState(userId)
  if (userId !== undefined && userId !== editorUser) setEditorUser(userId)
  return <TemplateEditor key={editorUser} templateId={templateId} />
}

/**
 * The draft its route loaded, in the edit session's sections: the actions, the template's fields, its components and
 * the query tests.
 */
function TemplateEditor({ templateId }: { templateId: number }) {
  const { i18n } = useLingui()
  const { data: template } = useSuspenseQuery(templateDraftQueryOptions(templateId))
  const draft = useDraftSession(template)
  const barRef = useRef<HTMLElement>(null)
  return (
    <Stack gap="md" pb="xl">
      <Group justify="space-between" align="center" gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Title order={1} size="h3">
            <Trans>Edit template</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            #{template.template_id}
          </Text>
        </Group>
        <Group gap="xs">
          <Badge color={template.status === 'published' ? 'green' : 'gray'} variant="light" tt="none">
            {i18n._(statusLabels[template.status])}
          </Badge>
          {template.has_draft ? (
            <Badge color="amber" variant="light" tt="none">
              <Trans>Draft not yet published</Trans>
            </Badge>
          ) : null}
        </Group>
      </Group>
      <EditorActionBar ref={barRef} template={template} draft={draft} />
      <PublishProblems publish={draft.publish} barRef={barRef} />
      <TemplateBasicsSection form={draft.form} />
      <NdaSection form={draft.form} />
      <ComponentsSection form={draft.form} onRemove={draft.removeComponent} />
      <TestQueriesPanel template={template} form={draft.form} dirty={draft.dirty} onSaveFirst={draft.saveFirst} />
      {/* The dialogs' code loads when one is first needed; they stay, so that one closing gives the focus back. */}
      <WhenUsed
        used={Boolean(draft.restore.draft) || draft.conflict.opened || draft.leave.opened || draft.publish.dialogOpen}
        failed
      >
        <EditorDialogs
          templateId={template.template_id}
          draft={draft}
          unpublished={template.status === 'unpublished'}
        />
      </WhenUsed>
    </Stack>
  )
}
