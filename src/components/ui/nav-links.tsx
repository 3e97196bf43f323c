import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { createLink } from '@tanstack/react-router'
import { NavLink, type NavLinkProps } from '@mantine/core'
import '@mantine/core/styles/NavLink.layer.css'

// A typed link as a navigation entry. Apart from links.tsx and menu-links.tsx: a page loads the code
// of a navigation or a menu only when it shows one (the staff navigation shows at once, the user
// menu's items only once it opens).

const NavLinkBase = forwardRef<HTMLAnchorElement, NavLinkProps & ComponentPropsWithoutRef<'a'>>((props, ref) => <NavLink ref={ref} component="a" {...props} />)
NavLinkBase.displayName = 'NavLinkBase'
export const NavLinkLink = createLink(NavLinkBase)
