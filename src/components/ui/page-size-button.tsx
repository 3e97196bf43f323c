import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { Button, VisuallyHidden } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Chevron } from './chevron'

/** The button that opens the page sizes: how many rows a page shows now. */
export const PageSizeButton = forwardRef<HTMLButtonElement, { pageSize: number } & Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'>>(
  function PageSizeButton({ pageSize, ...props }, ref) {
    const { t } = useLingui()
    return (
      <Button {...props} ref={ref} variant="default" rightSection={<Chevron />} aria-haspopup="menu" fw={400}>
        <VisuallyHidden>{t`Rows per page:`} </VisuallyHidden>
        {t`${pageSize} / page`}
      </Button>
    )
  },
)
