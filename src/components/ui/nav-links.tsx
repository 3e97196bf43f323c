import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { createLink } from '@tanstack/react-router'
import { Menu, NavLink, type MenuItemProps, type NavLinkProps } from '@mantine/core'

// Typed links as a navigation entry or a menu item (apart from links.tsx: a page that shows neither
// does not load menus or navigation).

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
