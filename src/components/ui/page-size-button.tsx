import type { ComponentPropsWithRef } from 'react'
import { Button, VisuallyHidden } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Chevron } from './chevron'

type PageSizeButtonProps = { pageSize: number } & Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>

/** The button that opens the page sizes: how many rows a page shows now. */
export function PageSizeButton({ pageSize, ...props }: PageSizeButtonProps) {
  const { t } = useLingui()
  return (
    <Button {...props} variant="default" rightSection={<Chevron />} aria-haspopup="menu" fw={400}>
      <VisuallyHidden>{t`Rows per page:`} </VisuallyHidden>
      {t`${pageSize} / page`}
    </Button>
  )
}
