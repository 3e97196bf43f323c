import { useEffect, useRef } from 'react'
import { Button } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { saveFile } from '@/lib/download'
import { useSessionState } from '@/features/session/session'
import { keyFiguresCsv, type KeyFiguresSource } from '../key-figures-csv'
import { usePreview } from '../report-links'

export type KeyFiguresDownloadProps = Omit<KeyFiguresSource, 'preview' | 'username' | 'downloadedAt'> & {
  /**
   * The previous period's report or the figures over time are still on their way: their values would be missing from
   * the file.
   */
  waiting: boolean
}

/** The button, with the file's code: `pressed` when it replaces its stand-in on a press, which downloads at once. */
export function KeyFiguresDownloadControl({
  waiting,
  pressed,
  ...source
}: KeyFiguresDownloadProps & { pressed: boolean }) {
  const { i18n } = useLingui()
  const { user } = useSessionState()
  const preview = usePreview()
  const download = () =>
    saveFile(
      keyFiguresCsv(i18n, {
        ...source,
        preview,
        username: user?.username ?? '',
        downloadedAt: Math.floor(Date.now() / 1000),
      }),
    )
  // The press that brought the code: once, and not while the button says it is waiting.
  const first = useRef({ pressed, waiting, download })
  useEffect(() => {
    if (first.current.pressed && !first.current.waiting) first.current.download()
  }, [])
  return (
    <Button variant="default" loading={waiting} onClick={download}>
      <Trans>Download key figures (CSV)</Trans>
    </Button>
  )
}
