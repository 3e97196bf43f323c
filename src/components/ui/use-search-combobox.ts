import { useEffect, useState } from 'react'
import { useCombobox, type ComboboxProps } from '@mantine/core'

/**
 * A list to pick from under a button, with a search box: the props of the UI library's combobox (the
 * list opens under the button, above the page, and closes once an option is picked), what is typed,
 * and whether the list is open. It opens with the search box focused and forgets the search when it
 * closes, the focus back on its button; mounted open (its code came with the press that opened it), it
 * focuses the box at once.
 */
export function useSearchCombobox(initiallyOpened: boolean, width: number, onPick: (value: string) => void) {
  const [opened, setOpened] = useState(initiallyOpened)
  const [search, setSearch] = useState('')
  const combobox = useCombobox({
    defaultOpened: initiallyOpened,
    onDropdownOpen: () => {
      setOpened(true)
      combobox.focusSearchInput()
    },
    onDropdownClose: () => {
      setOpened(false)
      setSearch('')
      combobox.resetSelectedOption()
      // Closed by a pick or Escape, the list gives the keyboard focus back to its button; closed by a click elsewhere,
      // the focus stays where that click put it.
      window.setTimeout(() => {
        const focused = document.activeElement
        if (focused === document.body || focused === null || focused === combobox.searchRef.current)
          combobox.targetRef.current?.focus()
      })
    },
  })
  useEffect(() => {
    if (initiallyOpened) combobox.focusSearchInput()
    // Once, when the list replaces the button that was pressed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const comboboxProps: ComboboxProps = {
    store: combobox,
    withinPortal: true,
    // Never wider than a phone's screen, less a margin.
    width: `min(${width}px, calc(100vw - 16px))`,
    position: 'bottom-start',
    onOptionSubmit: (value) => {
      combobox.closeDropdown()
      onPick(value)
    },
  }
  return { combobox, comboboxProps, opened, search, setSearch }
}

/** Whether a text holds what was typed, anywhere in it and in any case (`w30` finds `2026-W30`). */
export const holdsTyped = (text: string, typed: string) => text.toLowerCase().includes(typed.trim().toLowerCase())
