import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { createLink } from '@tanstack/react-router'
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core'

/** Typed app links (STYLE.md): every link to a route goes through one of these, so `tsc` catches a broken one. */
const AnchorBase = forwardRef<HTMLAnchorElement, AnchorProps & ComponentPropsWithoutRef<'a'>>((props, ref) => (
  <Anchor ref={ref} {...props} />
))
AnchorBase.displayName = 'AnchorBase'
export const AnchorLink = createLink(AnchorBase)

const ButtonBase = forwardRef<HTMLAnchorElement, ButtonProps & ComponentPropsWithoutRef<'a'>>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
))
ButtonBase.displayName = 'ButtonBase'
export const ButtonLink = createLink(ButtonBase)
