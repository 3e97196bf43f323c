import type { ComponentPropsWithRef } from 'react'
import { createLink } from '@tanstack/react-router'
import { NavLink, type NavLinkProps } from '@mantine/core'
import '@mantine/core/styles/NavLink.layer.css'

// A typed link as a navigation entry. Apart from links.tsx and menu-links.tsx: a page loads the code
// of a navigation or a menu only when it shows one (the staff navigation shows at once, the user
// menu's items only once it opens).

const NavLinkBase = (props: NavLinkProps & ComponentPropsWithRef<'a'>) => <NavLink component="a" {...props} />
export const NavLinkLink = createLink(NavLinkBase)
