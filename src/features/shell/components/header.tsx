import type { ReactNode } from 'react'
import { Badge, Box, Group } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { LanguageSwitch } from '@/components/layout/language-switch'
import { ProductMark } from '@/components/layout/product-mark'
import { AnchorLink } from '@/components/ui/links'
import { UserMenu } from './user-menu'

/** Logo and title (home), an optional burger and the draft preview's badge, the language switch and the user menu. */
export function Header({
  admin = false,
  draft = false,
  burger,
}: {
  admin?: boolean
  draft?: boolean
  burger?: ReactNode
}) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {burger}
        <AnchorLink to="/index/{-$templateId}" params={{ templateId: undefined }} underline="never" c="inherit">
          <ProductMark compact />
        </AnchorLink>
        {draft ? (
          <Badge size="lg" variant="filled" data-testid="draft-badge">
            <Trans>Draft preview</Trans>
          </Badge>
        ) : null}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Box visibleFrom="sm">
          <LanguageSwitch />
        </Box>
        <UserMenu admin={admin} />
      </Group>
    </Group>
  )
}
