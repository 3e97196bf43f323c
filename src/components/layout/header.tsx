import type { ReactNode } from 'react'
import { Badge, Box, Group, Image, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { BASE_PATH } from '@/lib/env'
import { siteTitle } from '@/app/titles'
import { LanguageSwitch } from './language-switch'
import { UserMenu } from './user-menu'

/** Logo and site title; `compact` hides the title on phones, where the header has no room for it. */
export function ProductMark({ compact = false }: { compact?: boolean }) {
  const { i18n } = useLingui()
  return (
    <Group gap="sm" wrap="nowrap">
      <Image src={`${BASE_PATH}logo.svg`} alt="" w={32} h={32} />
      <Text fw={700} size="lg" c="dark.8" truncate visibleFrom={compact ? 'sm' : undefined}>
        {i18n._(siteTitle)}
      </Text>
    </Group>
  )
}

/** SPEC.md section 2: logo and title, a language switch and the user menu. */
export function Header({ admin = false, badge }: { admin?: boolean; badge?: ReactNode }) {
  const { t } = useLingui()
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" className="no-print">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Link to="/index/{-$templateId}" params={{ templateId: undefined }} aria-label={t`Home`} style={{ textDecoration: 'none' }}>
          <ProductMark compact />
        </Link>
        {badge}
      </Group>
      <Group gap="md" wrap="nowrap">
        <Box visibleFrom="xs">
          <LanguageSwitch />
        </Box>
        <UserMenu admin={admin} />
      </Group>
    </Group>
  )
}

export function DraftBadge() {
  return (
    <Badge color="yellow" variant="filled" size="lg" data-testid="draft-badge">
      <Trans>Draft preview</Trans>
    </Badge>
  )
}
