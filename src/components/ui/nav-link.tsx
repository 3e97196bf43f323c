import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { createLink } from '@tanstack/react-router'
import { Button, Menu, NavLink, type ButtonProps, type MenuItemProps, type NavLinkProps } from '@mantine/core'

// Typed app links for the staff navigation and the user menu, apart from links.tsx so that the
// seller pages' first load carries no menu or navigation code.

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

/** A link drawn as the UI library's button, for staff screens (the seller screens use links.tsx). */
const StaffButtonBase = forwardRef<HTMLAnchorElement, ButtonProps & ComponentPropsWithoutRef<'a'>>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
))
StaffButtonBase.displayName = 'StaffButtonBase'
export const StaffButtonLink = createLink(StaffButtonBase)
