import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { createLink } from '@tanstack/react-router'
import { Menu, type MenuItemProps } from '@mantine/core'
import '@mantine/core/styles/Menu.layer.css'

// A typed link as a menu item. Apart from nav-links.tsx: the staff navigation shows at once, and must
// not bring the menus' code (popover, positioning, focus trap) with it.

const MenuItemBase = forwardRef<HTMLAnchorElement, MenuItemProps & ComponentPropsWithoutRef<'a'>>((props, ref) => (
  <Menu.Item ref={ref} component="a" {...props} />
))
MenuItemBase.displayName = 'MenuItemBase'
export const MenuItemLink = createLink(MenuItemBase)
