import type { ReactNode } from 'react'
import { Group, Paper, Title } from '@mantine/core'

/** One section of the editor: a framed part of the page named by its heading, with what acts on it beside. */
export function EditorSection({
  id,
  title,
  aside,
  children,
}: {
  id: string
  title: ReactNode
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Paper>
  )
}
