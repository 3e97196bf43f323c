import { Button } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { lazyPart, WhenUsed } from '@/components/ui/lazy-part'
import type { KeyFiguresDownloadProps } from './key-figures-download-control'

const KeyFiguresDownloadControl = lazyPart(() => import('./key-figures-download-control').then((module) => module.KeyFiguresDownloadControl))

/**
 * "Download key figures (CSV)": built in the browser from what the page shows, no call to the server.
 * The file's code loads when the button is first pointed at or focused; a press before it has come
 * downloads once it has.
 */
export function KeyFiguresDownload({ waiting, ...source }: KeyFiguresDownloadProps) {
  const standIn = (
    <Button variant="default" loading={waiting}>
      <Trans>Download key figures (CSV)</Trans>
    </Button>
  )
  return (
    <WhenUsed standIn={standIn} preload={KeyFiguresDownloadControl.preload}>
      {(pressed) => <KeyFiguresDownloadControl {...source} waiting={waiting} pressed={pressed} />}
    </WhenUsed>
  )
}
