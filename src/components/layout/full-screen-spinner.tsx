import { Center, Loader } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

/** SPEC.md section 2: shown while the session state is unknown (idle). */
export function FullScreenSpinner() {
  const { t } = useLingui()
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Loader size="lg" aria-label={t`Loading`} />
    </Center>
  )
}
