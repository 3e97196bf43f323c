import type { ReactNode } from 'react'
import { Center, Group, Stack } from '@mantine/core'
import { LanguageSwitch } from '@/components/layout/language-switch'
import { MAIN_CONTENT_ID } from '@/components/layout/main-content'

/** A page outside the signed-in layout (signing in, waiting for the server): centred, with the language switch above. */
export function SessionPage({ maw, children }: { maw: number; children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="gray.0" component="main" id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Stack w="100%" maw={maw} gap="md">
        <Group justify="flex-end">
          <LanguageSwitch />
        </Group>
        {children}
      </Stack>
    </Center>
  )
}
