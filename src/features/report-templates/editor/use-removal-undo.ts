import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { UseFormReturnType } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { showActionToast } from '@/components/ui/action-toast'
import { UNDO_TOAST_MS } from '@/lib/timing'
import type { TemplateFormValues } from '../model/form-model'

type UndoForm = Pick<UseFormReturnType<TemplateFormValues>, 'getValues' | 'removeListItem' | 'insertListItem'>

const idsOf = ({ components }: TemplateFormValues) => components.map((component) => component.component_id)

/**
 * The components' order by id: the `present` ones as they stand, each removed one of `known` after the one it came
 * after there (first when none), so that removals undone in any order put them back as they were.
 */
function mergeOrder(known: readonly string[], present: readonly string[]): string[] {
  const merged = [...present]
  for (const id of known) if (!merged.includes(id)) merged.splice(placeIn(merged, known, id), 0, id)
  return merged
}

/** Where `id` goes in `list`: after the nearest id before it in `known` that `list` holds, else first. */
function placeIn(list: readonly string[], known: readonly string[], id: string): number {
  const before = known.slice(0, known.indexOf(id)).findLast((earlier) => list.includes(earlier))
  return before === undefined ? 0 : list.indexOf(before) + 1
}

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
  /** The order of the components, removed ones with an undo offered included. */
  const order = useRef<string[]>([])

  const withdraw = useCallback(() => {
    generation.current += 1
    order.current = []
    for (const id of offers.current) notifications.hide(id)
    offers.current.clear()
  }, [])
  useEffect(() => withdraw, [withdraw])

  /** Removes the component at `index` and offers its undo in a toast: `text`, and the button's `undoLabel`. */
  const remove = useCallback(
    (index: number, text: string, undoLabel: string) => {
      const component = getValues().components[index]
      if (component === undefined) return
      order.current = mergeOrder(order.current, idsOf(getValues()))
      removeListItem('components', index)
      const offeredIn = generation.current
      const undo = () => {
        offers.current.delete(id)
        if (generation.current !== offeredIn) return
        const present = idsOf(getValues())
        if (present.includes(component.component_id)) return
        order.current = mergeOrder(order.current, present)
        insertListItem('components', component, placeIn(present, order.current, component.component_id))
      }
      const id = showActionToast(text, { label: undoLabel, onClick: undo }, { autoClose: UNDO_TOAST_MS })
      offers.current.add(id)
    },
    [getValues, removeListItem, insertListItem],
  )

  return useMemo(() => ({ remove, withdraw }), [remove, withdraw])
}
