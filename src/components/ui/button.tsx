import type { ComponentPropsWithoutRef } from 'react'
import { cx } from './class-names'

// Plain buttons (styles.css `.ui-button`), drawn like the UI library's: the seller screens use these
// so that their first load carries none of the library.

export type ButtonStyleProps = {
  /** filled (brand), light (brand tint), subtle (text only), default (outlined), danger (white on an error). */
  variant?: 'filled' | 'light' | 'subtle' | 'default' | 'danger'
  /** sm: 36 px high; xs: 30 px; compact: 26 px. */
  size?: 'sm' | 'xs' | 'compact'
}

/** The class list of a button of this look, with any extra class. */
export function buttonClass({ variant = 'filled', size = 'sm' }: ButtonStyleProps, extra?: string): string {
  return cx('ui-button', variant !== 'filled' && `ui-button--${variant}`, size !== 'sm' && `ui-button--${size}`, extra)
}

type ButtonProps = ButtonStyleProps & ComponentPropsWithoutRef<'button'>

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />
}
