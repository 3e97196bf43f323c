import type { ComponentPropsWithRef } from 'react'
import { createLink } from '@tanstack/react-router'
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core'

// Every link to a route is one of these (or one in nav-links.tsx or menu-links.tsx): the UI library's
// anchor or button, typed by the router, so `tsc` catches a broken link.

const AnchorBase = (props: AnchorProps & ComponentPropsWithRef<'a'>) => <Anchor {...props} />
export const AnchorLink = createLink(AnchorBase)

const ButtonBase = (props: ButtonProps & ComponentPropsWithRef<'a'>) => <Button component="a" {...props} />
export const ButtonLink = createLink(ButtonBase)
