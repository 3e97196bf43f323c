import { Button } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { saveFile } from '@/lib/download'
import { useSessionState } from '@/features/session/session'
import { keyFiguresCsv, type KeyFiguresSource } from '../key-figures-csv'

type Props = Omit<KeyFiguresSource, 'username' | 'downloadedAt'> & {
  /** The previous period's report is still on its way: its values would be missing from the file. */
  waiting: boolean
}

/** "Download key figures (CSV)": built in the browser from what the page shows, no call to the server. */
export function KeyFiguresDownload({ waiting, ...source }: Props) {
  const { i18n } = useLingui()
  const { user } = useSessionState()
  const download = () => saveFile(keyFiguresCsv(i18n, { ...source, username: user?.username ?? '', downloadedAt: Math.floor(Date.now() / 1000) }))
  return (
    <Button variant="default" loading={waiting} onClick={download}>
      <Trans>Download key figures (CSV)</Trans>
    </Button>
  )
}
