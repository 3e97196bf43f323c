import type { ReactNode } from 'react'
import { Anchor, Group, Loader, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { apiFile, saveFile } from '@/lib/download'
import { formatFileSize } from '@/lib/format-file-size'
import { apiPathOf } from '@/lib/http'
import type { StoredFile } from '@/lib/schemas'

/** Whether an address may be opened from a link: web addresses only (no `javascript:` or `data:`). */
function isWebAddress(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url, window.location.href).protocol)
  } catch {
    return false
  }
}

/**
 * An attached file: its name and size, a link, and any actions after them. A file the API serves
 * downloads through the API client (signed in as the viewer; its name from the answer's
 * Content-Disposition); another web address opens in a new tab; anything else is not a link.
 */
export function FileAttachment({ file, actions }: { file: StoredFile; actions?: ReactNode }) {
  const { i18n, t } = useLingui()
  const apiPath = apiPathOf(file.url)
  const download = useMutation({ mutationFn: (path: string) => apiFile(path).then(saveFile) })
  const name = isWebAddress(file.url) ? (
    <Anchor
      href={file.url}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      fw={500}
      style={{ overflowWrap: 'anywhere' }}
      aria-label={t`${file.file_name}, ${formatFileSize(i18n, file.size)}`}
      onClick={(event) => {
        if (!apiPath) return
        event.preventDefault()
        if (!download.isPending) download.mutate(apiPath)
      }}
    >
      {file.file_name}
    </Anchor>
  ) : (
    <Text size="sm" fw={500} span>
      {file.file_name}
    </Text>
  )
  return (
    <Group gap="xs" data-testid="attachment">
      <Text size="sm" c="dimmed" span>
        <Trans>Attachment:</Trans>
      </Text>
      {name}
      <Text size="xs" c="dimmed" span>
        {formatFileSize(i18n, file.size)}
      </Text>
      {download.isPending ? <Loader size="xs" aria-label={t`Downloading`} /> : null}
      {actions}
    </Group>
  )
}
