import { useId, type ReactNode } from 'react'
import { Box, SegmentedControl, Text, type SegmentedControlProps } from '@mantine/core'
import { AfterPaint } from '@/components/ui/lazy-part'
import classes from './segmented-field.module.css'

/**
 * A choice among a few values: a SegmentedControl with a label above it (it has none of its own) and
 * a hint below. The control places its indicator by measuring itself, which lays out the whole page:
 * React renders it in a pass of its own after the page, in a space of its height meanwhile.
 */
export function SegmentedField({
  label,
  hint,
  mb,
  ...control
}: SegmentedControlProps & { label: ReactNode; hint?: ReactNode }) {
  const labelId = useId()
  return (
    <Box mb={mb}>
      <Text size="sm" fw={500} id={labelId} mb={4}>
        {label}
      </Text>
      <AfterPaint fallback={<div className={classes.pending} />}>
        <SegmentedControl fullWidth aria-labelledby={labelId} {...control} />
      </AfterPaint>
      {hint ? (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      ) : null}
    </Box>
  )
}
