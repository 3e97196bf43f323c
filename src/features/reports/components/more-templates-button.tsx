import type { ComponentProps } from 'react'
import { Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Chevron } from '@/components/ui/chevron'
import type { TemplateName } from '../schemas'

type MoreTemplatesButtonProps = { overflow: TemplateName[]; current: number | undefined } & Omit<
  ComponentProps<'button'>,
  'color' | 'style'
>

/**
 * The templates that do not fit on the line: a button that names the current one when it is among
 * them. Its label is short ("More (1)", in the navigation of the report templates) so that a tab that
 * fits beside it is not folded into it.
 */
export function MoreTemplatesButton({ overflow, current, ...props }: MoreTemplatesButtonProps) {
  const { t } = useLingui()
  const chosen = overflow.find((name) => name.template_id === current)
  return (
    <Button
      {...props}
      variant={chosen ? 'light' : 'subtle'}
      color={chosen ? undefined : 'dark'}
      rightSection={<Chevron />}
      aria-haspopup="listbox"
      aria-current={chosen ? 'page' : undefined}
      maw={{ base: 'calc(100vw - 2 * var(--mantine-spacing-md))', sm: 240 }}
      // A name cut short by the button's width is there in full on hover.
      title={chosen?.template_name}
    >
      {chosen ? chosen.template_name : t`More (${overflow.length})`}
    </Button>
  )
}
