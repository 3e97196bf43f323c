import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { createLink } from '@tanstack/react-router'
import { buttonClass, type ButtonStyleProps } from './button'
import { cx } from './class-names'

/** Typed app links (STYLE.md): every link to a route goes through one of these, so `tsc` catches a broken one. */
const AnchorBase = forwardRef<HTMLAnchorElement, ComponentPropsWithoutRef<'a'>>(({ className, ...props }, ref) => (
  <a ref={ref} className={cx('ui-anchor', className)} {...props} />
))
AnchorBase.displayName = 'AnchorBase'
export const AnchorLink = createLink(AnchorBase)

/** A link drawn as a button (button.tsx). */
const ButtonBase = forwardRef<HTMLAnchorElement, ButtonStyleProps & ComponentPropsWithoutRef<'a'>>(
  ({ variant, size, className, ...props }, ref) => <a ref={ref} className={buttonClass({ variant, size }, className)} {...props} />,
)
ButtonBase.displayName = 'ButtonBase'
export const ButtonLink = createLink(ButtonBase)
