import { Center, Loader } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

/** Shown while the session state is unknown (idle). */
export function FullScreenSpinner() {
  const { t } = useLingui()
  return (
    <Center h="100dvh" role="status" aria-label={t`Loading`}>
      <Loader />
    </Center>
  )
}
