import { Skeleton, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { RetryingNote } from './states'

/** A page whose data is on its way (shown when it takes longer than a moment). */
export function PageSkeleton() {
  const { t } = useLingui()
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading`}>
      <RetryingNote />
      <Skeleton height={32} width="40%" />
      <Skeleton height={120} />
      <Skeleton height={240} />
    </Stack>
  )
}
