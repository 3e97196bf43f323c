import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { UseFormReturnType } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { showActionToast } from '@/components/ui/action-toast'
import { UNDO_TOAST_MS } from '@/lib/timing'
import type { TemplateFormValues } from '../model/form-model'

type UndoForm = Pick<UseFormReturnType<TemplateFormValues>, 'getValues' | 'removeListItem' | 'insertListItem'>

/**
 * Removing a component, with an Undo that puts it back where it was. An undo belongs to the edit it
 * was made in: once the form's values are replaced (their version loaded, a browser copy restored)
 * or the editor closes, its toast closes and a click on it does nothing. An undo never adds a
 * component whose id the form already holds; after a save, it brings the component back as a new
 * unsaved change.
 */
export function useRemovalUndo({ getValues, removeListItem, insertListItem }: UndoForm) {
  /** Counts the replacements of the form's values: an undo offered before the last one is void. */
  const generation = useRef(0)
  const offers = useRef(new Set<string>())

  const withdraw = useCallback(() => {
    generation.current += 1
    for (const id of offers.current) notifications.hide(id)
    offers.current.clear()
  }, [])
  useEffect(() => withdraw, [withdraw])

  /** Removes the component at `index` and offers its undo in a toast: `text`, and the button's `undoLabel`. */
  const remove = useCallback(
    (index: number, text: string, undoLabel: string) => {
      const component = getValues().components[index]
      if (component === undefined) return
      removeListItem('components', index)
      const offeredIn = generation.current
      const undo = () => {
        offers.current.delete(id)
        if (generation.current !== offeredIn) return
        const { components } = getValues()
        if (components.some((present) => present.component_id === component.component_id)) return
        insertListItem('components', component, Math.min(index, components.length))
      }
      const id = showActionToast(text, { label: undoLabel, onClick: undo }, { autoClose: UNDO_TOAST_MS })
      offers.current.add(id)
    },
    [getValues, removeListItem, insertListItem],
  )

  return useMemo(() => ({ remove, withdraw }), [remove, withdraw])
}
