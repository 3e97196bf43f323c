import { Button, Group, ScrollArea, Skeleton, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { ActionButton } from '@/components/ui/action-button'
import { Dialog } from '@/components/ui/dialog'
import { ErrorState } from '@/components/ui/states'
import { ndaQueryOptions, useAcceptNda } from '../api/nda'
import { FileAttachment } from '@/components/ui/file-attachment'
import { LanguageSwitch } from '@/components/layout/language-switch'

type NdaDialogProps = {
  templateId: number
  /** After the server recorded the acceptance, or in a preview once the reader passed it. */
  onAccepted: () => void | Promise<void>
  onDecline: () => void
}

/**
 * The template's NDA as plain text (never HTML), with its file if it has one. Nothing but Accept
 * or Decline closes it, and no report call is made until it is accepted. In a draft preview staff
 * read the draft's NDA and continue: nothing is recorded, so sellers are still asked to accept it.
 */
export function NdaDialog({ templateId, onAccepted, onDecline }: NdaDialogProps) {
  const { t } = useLingui()
  const preview = useRouteContext({ strict: false, select: (context) => context.preview === true })
  const nda = useQuery(ndaQueryOptions({ templateId, preview }))
  const accept = useAcceptNda(templateId, onAccepted)
  return (
    <Dialog
      opened
      onClose={onDecline}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="lg"
      title={nda.data ? nda.data.title : t`Non-disclosure agreement`}
      aria-describedby="nda-content"
    >
      <Stack gap="md">
        {nda.isPending ? <Skeleton height={200} /> : null}
        {nda.isError ? (
          // Decline is the way on: the report list would open this template again.
          <ErrorState
            compact
            error={nda.error}
            title={t`The agreement could not be loaded.`}
            elsewhere={null}
            onRetry={() => void nda.refetch()}
          />
        ) : null}
        {nda.data ? (
          <ScrollArea.Autosize mah="55dvh" type="auto" offsetScrollbars viewportProps={{ tabIndex: 0 }}>
            <Text id="nda-content" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {nda.data.content}
            </Text>
          </ScrollArea.Autosize>
        ) : null}
        {nda.data?.attachment ? <FileAttachment file={nda.data.attachment} /> : null}
        <Text size="xs" c="dimmed">
          {preview ? (
            <Trans>
              Draft preview: sellers will be asked to accept this agreement. Continuing records no acceptance.
            </Trans>
          ) : (
            <Trans>You need to accept this agreement to read the reports of this template.</Trans>
          )}
        </Text>
        <Group justify="space-between" gap="sm">
          {/* The dialog covers the header's language switch, and it must be read before accepting. */}
          <LanguageSwitch />
          <Group gap="sm" ml="auto">
            {/* The focus starts on the answer, not on the language switch before it. */}
            <Button variant="default" onClick={onDecline} data-autofocus>
              <Trans>Decline</Trans>
            </Button>
            {preview ? (
              <Button disabled={!nda.data} onClick={() => void onAccepted()}>
                <Trans>Continue to the preview</Trans>
              </Button>
            ) : (
              <ActionButton disabled={!nda.data} onClick={() => nda.data && accept.mutateAsync(nda.data.nda_id)}>
                <Trans>Accept</Trans>
              </ActionButton>
            )}
          </Group>
        </Group>
      </Stack>
    </Dialog>
  )
}
