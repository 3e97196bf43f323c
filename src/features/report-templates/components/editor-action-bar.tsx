import { useEffect, useRef, type RefObject } from 'react'
import { Alert, Badge, Group, List, Paper, Tooltip, useMatches } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ActionButton } from '@/components/ui/action-button'
import { ButtonLink } from '@/components/ui/links'
import { tokens } from '@/theme'
import type { DraftSession } from '../editor/use-draft-session'
import { msgFixFields } from '../editor/use-publish-flow'
import type { Template } from '../schemas'
import classes from './editor.module.css'

/** Room left between the action bar and what is brought into view below it. */
const REVEAL_GAP_PX = 12

/** The save state and the draft's actions, kept in view below the header while the form scrolls. */
export function EditorActionBar({
  ref,
  template,
  draft,
}: {
  ref: RefObject<HTMLElement | null>
  template: Template
  draft: DraftSession
}) {
  const { t } = useLingui()
  const size = useMatches({ base: 'xs', sm: 'sm' })
  const canPublish = draft.dirty || template.has_draft
  const { publish, uploading } = draft
  // Save and Publish take turns: a publish compares the saved draft, so it is off while a save is under way, and Save
  // is off while the publish's checks run.
  return (
    <Paper
      ref={ref}
      component="section"
      aria-label={t`Template actions`}
      withBorder
      radius="md"
      shadow="xs"
      className={classes.actionBar}
      top={tokens.headerHeight}
    >
      <Group justify="space-between" align="center" gap="xs" className={classes.actionRow}>
        <Badge
          color={draft.dirty ? 'orange' : 'gray'}
          variant="dot"
          tt="none"
          data-testid={draft.dirty ? 'unsaved-badge' : undefined}
        >
          {uploading ? (
            <Trans>Uploading the file…</Trans>
          ) : draft.dirty ? (
            <Trans>Unsaved changes</Trans>
          ) : (
            <Trans>All changes saved</Trans>
          )}
        </Badge>
        <Group gap="xs" wrap="nowrap" ml="auto">
          <ButtonLink
            to="/preview/$templateId"
            params={{ templateId: template.template_id }}
            variant="default"
            size={size}
          >
            <Trans>Preview draft</Trans>
          </ButtonLink>
          <ActionButton
            variant="default"
            size={size}
            onClick={draft.save}
            loading={draft.saving}
            disabled={!draft.dirty || uploading || publish.checking}
          >
            <Trans>Save draft</Trans>
          </ActionButton>
          {/* The hint shows while a mouse is over the wrapper: a disabled button gets no pointer events of its own. */}
          <Tooltip label={t`Nothing to publish: the published version is up to date.`} disabled={canPublish} withArrow>
            <span>
              <ActionButton
                size={size}
                onClick={publish.ask}
                loading={publish.checking}
                disabled={!canPublish || uploading || draft.saving}
              >
                <Trans>Publish draft</Trans>
              </ActionButton>
            </span>
          </Tooltip>
        </Group>
      </Group>
      {/* In the bar that stays in view: until a save succeeds, wherever the form is scrolled. */}
      {draft.notOnServer ? (
        <Alert
          color="orange"
          variant="light"
          role="status"
          mt="xs"
          p="xs"
          title={t`Not saved on the server`}
          data-testid="not-on-server"
        >
          <Trans>
            The last save failed. Your changes are kept in this browser only, until a save succeeds: save again once the
            server can be reached.
          </Trans>
        </Alert>
      ) : null}
    </Paper>
  )
}

/**
 * What stops the publish, checked again as the fields change. When the user asks to publish, the list
 * comes into view below the action bar and takes the focus.
 */
export function PublishProblems({
  publish,
  barRef,
}: {
  publish: DraftSession['publish']
  barRef: RefObject<HTMLElement | null>
}) {
  const { t, i18n } = useLingui()
  const ref = useRef<HTMLDivElement>(null)
  const { problems, askedAt } = publish
  const onlyFieldErrors = problems?.length === 1 && problems[0] === msgFixFields

  useEffect(() => {
    const alert = ref.current
    // Invalid fields bring themselves into view; the list does when it names other problems.
    if (askedAt === 0 || !alert || onlyFieldErrors) return
    const barBottom = barRef.current?.getBoundingClientRect().bottom ?? 0
    window.scrollBy?.({ top: alert.getBoundingClientRect().top - barBottom - REVEAL_GAP_PX, behavior: 'smooth' })
    alert.focus({ preventScroll: true })
  }, [askedAt, onlyFieldErrors, barRef])

  if (problems === null) return null
  const dismissible = {
    variant: 'light',
    withCloseButton: true,
    closeButtonLabel: t`Dismiss`,
    onClose: publish.dismissProblems,
  } as const
  if (problems.length === 0)
    return <Alert color="green" role="status" title={t`Nothing blocks publishing any more`} {...dismissible} />
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      title={t`The draft cannot be published yet`}
      role="alert"
      {...dismissible}
    >
      <List size="sm" spacing={4} data-testid="publish-problems">
        {problems.map((problem, index) => (
          <List.Item key={index}>{i18n._(problem)}</List.Item>
        ))}
      </List>
    </Alert>
  )
}
