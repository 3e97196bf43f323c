import '@/components/ui/later-styles'
import { Button, Group, Modal, ScrollArea, Skeleton, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { ErrorState } from '@/components/ui/states'
import { ndaQueryOptions, useAcceptNda } from '../api/nda'

type NdaDialogProps = {
  templateId: number
  preview: boolean
  /** After the server recorded the acceptance. */
  onAccepted: () => void | Promise<void>
  onDecline: () => void
}

/**
 * The template's NDA as plain text (never HTML). Nothing but Accept or Decline closes it, and no
 * report call is made until it is accepted.
 */
export function NdaDialog({ templateId, preview, onAccepted, onDecline }: NdaDialogProps) {
  const { t } = useLingui()
  const nda = useQuery(ndaQueryOptions(templateId, preview))
  const accept = useAcceptNda(onAccepted)
  return (
    <Modal
      opened
      onClose={onDecline}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="lg"
      centered
      title={nda.data ? nda.data.title : t`Non-disclosure agreement`}
      aria-describedby="nda-content"
    >
      <Stack gap="md">
        {nda.isPending ? <Skeleton height={200} /> : null}
        {nda.isError ? <ErrorState error={nda.error} onRetry={() => void nda.refetch()} /> : null}
        {nda.data ? (
          <ScrollArea.Autosize mah="55dvh" type="auto" offsetScrollbars viewportProps={{ tabIndex: 0 }}>
            <Text id="nda-content" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {nda.data.content}
            </Text>
          </ScrollArea.Autosize>
        ) : null}
        <Text size="xs" c="dimmed">
          <Trans>You need to accept this agreement to read the reports of this template.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDecline}>
            <Trans>Decline</Trans>
          </Button>
          <Button
            disabled={!nda.data}
            loading={accept.isPending}
            onClick={() => nda.data && accept.mutate(nda.data.nda_id)}
          >
            <Trans>Accept</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
