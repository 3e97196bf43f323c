import { Center, Stack, Title } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '@/components/ui/links'
import { ResultImage } from '@/components/ui/result-image'

/** Unknown paths, router errors and missing permissions all land here: its sentence is the page's heading. */
export function NotFoundScreen() {
  return (
    <Center mih="70dvh" p="xl">
      <Stack align="center" gap="md" maw={420} ta="center">
        <ResultImage status={404} />
        <Title order={1} size="h4" fw={500}>
          <Trans>Sorry, the page you visited does not exist.</Trans>
        </Title>
        <ButtonLink to="/index/{-$templateId}" params={{ templateId: undefined }}>
          <Trans>Back Home</Trans>
        </ButtonLink>
      </Stack>
    </Center>
  )
}
