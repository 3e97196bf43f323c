import { Button } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { focusMainContent, MAIN_CONTENT_ID } from './main-content'
import classes from './skip-link.module.css'

/** The first stop of the keyboard: past the header to the page itself. Out of sight until focused. */
export function SkipLink() {
  return (
    <Button
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.skip}
      onClick={(event) => {
        // The focus moves, the address stays as it is.
        event.preventDefault()
        focusMainContent()
      }}
    >
      <Trans>Skip to content</Trans>
    </Button>
  )
}
