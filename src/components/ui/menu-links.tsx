import type { ComponentPropsWithRef } from 'react'
import { createLink } from '@tanstack/react-router'
import { Menu, type MenuItemProps } from '@mantine/core'
import '@mantine/core/styles/Menu.layer.css'

// A typed link as a menu item. Apart from nav-links.tsx: the staff navigation shows at once, and must
// not bring the menus' code (popover, positioning, focus trap) with it.

const MenuItemBase = (props: MenuItemProps & ComponentPropsWithRef<'a'>) => <Menu.Item component="a" {...props} />
export const MenuItemLink = createLink(MenuItemBase)
