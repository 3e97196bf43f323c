import { Group, Text } from '@mantine/core'
import { useLingui } from '@lingui/react'
import { BASE_PATH } from '@/lib/env'
import { siteTitle } from '@/lib/titles'

/**
 * Logo and site title; `compact` hides the title on phones, where the header has no room for it. The
 * logo carries the title as its text, so the mark is named the same wherever the title shows or not.
 */
export function ProductMark({ compact = false }: { compact?: boolean }) {
  const { i18n } = useLingui()
  const title = i18n._(siteTitle)
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <img src={`${BASE_PATH}logo.svg`} alt={title} width={32} height={32} />
      <Text fw={700} size="lg" c="dark.8" truncate visibleFrom={compact ? 'sm' : undefined} aria-hidden="true">
        {title}
      </Text>
    </Group>
  )
}
