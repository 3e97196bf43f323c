import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { createLink } from '@tanstack/react-router'
import {
  Anchor,
  Button,
  Menu,
  NavLink,
  type AnchorProps,
  type ButtonProps,
  type MenuItemProps,
  type NavLinkProps,
} from '@mantine/core'

// Every link to a route is one of these: the UI library's anchor, button, navigation link or menu
// item, typed by the router, so `tsc` catches a broken link.

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

const NavLinkBase = forwardRef<HTMLAnchorElement, NavLinkProps & ComponentPropsWithoutRef<'a'>>((props, ref) => (
  <NavLink ref={ref} component="a" {...props} />
))
NavLinkBase.displayName = 'NavLinkBase'
export const NavLinkLink = createLink(NavLinkBase)

const MenuItemBase = forwardRef<HTMLAnchorElement, MenuItemProps & ComponentPropsWithoutRef<'a'>>((props, ref) => (
  <Menu.Item ref={ref} component="a" {...props} />
))
MenuItemBase.displayName = 'MenuItemBase'
export const MenuItemLink = createLink(MenuItemBase)
