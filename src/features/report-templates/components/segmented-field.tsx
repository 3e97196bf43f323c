import { useId, type ReactNode } from 'react'
import { Box, SegmentedControl, Text, type SegmentedControlProps } from '@mantine/core'

/** A choice among a few values: a SegmentedControl with a label above it (it has none of its own) and a hint below. */
export function SegmentedField({ label, hint, mb, ...control }: SegmentedControlProps & { label: ReactNode; hint?: ReactNode }) {
  const labelId = useId()
  return (
    <Box mb={mb}>
      <Text size="sm" fw={500} id={labelId} mb={4}>
        {label}
      </Text>
      <SegmentedControl fullWidth aria-labelledby={labelId} {...control} />
      {hint ? (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      ) : null}
    </Box>
  )
}
