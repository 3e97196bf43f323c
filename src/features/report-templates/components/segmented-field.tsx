import { useId, type ReactNode } from 'react'
import { Box, SegmentedControl, Text, type SegmentedControlProps } from '@mantine/core'
import { usePainted } from '@/components/ui/use-painted'
import classes from './segmented-field.module.css'

/**
 * A choice among a few values: a SegmentedControl with a label above it (it has none of its own) and
 * a hint below. The control places its indicator by measuring itself, so it comes a frame after the
 * page it sits on (the editor's long list of components), in a space of its own height.
 */
export function SegmentedField({ label, hint, mb, ...control }: SegmentedControlProps & { label: ReactNode; hint?: ReactNode }) {
  const labelId = useId()
  const painted = usePainted()
  return (
    <Box mb={mb}>
      <Text size="sm" fw={500} id={labelId} mb={4}>
        {label}
      </Text>
      {painted ? <SegmentedControl fullWidth aria-labelledby={labelId} {...control} /> : <div className={classes.pending} />}
      {hint ? (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      ) : null}
    </Box>
  )
}
