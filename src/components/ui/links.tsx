import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { createLink } from '@tanstack/react-router'
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core'

// Every link to a route is one of these (or one in nav-links.tsx or menu-links.tsx): the UI library's
// anchor or button, typed by the router, so `tsc` catches a broken link.

const AnchorBase = forwardRef<HTMLAnchorElement, AnchorProps & ComponentPropsWithoutRef<'a'>>((props, ref) => <Anchor ref={ref} {...props} />)
AnchorBase.displayName = 'AnchorBase'
export const AnchorLink = createLink(AnchorBase)

const ButtonBase = forwardRef<HTMLAnchorElement, ButtonProps & ComponentPropsWithoutRef<'a'>>((props, ref) => <Button ref={ref} component="a" {...props} />)
ButtonBase.displayName = 'ButtonBase'
export const ButtonLink = createLink(ButtonBase)
