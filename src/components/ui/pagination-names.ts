import { useLingui } from '@lingui/react/macro'

/** Names for the buttons of a Mantine `Pagination`, which show only a number or an arrow: "Page 3", "Next page". */
export function usePaginationNames() {
  const { t } = useLingui()
  const controls = { first: t`First page`, previous: t`Previous page`, next: t`Next page`, last: t`Last page` }
  return {
    getItemProps: (item: number) => ({ 'aria-label': t`Page ${item}` }),
    getControlProps: (control: keyof typeof controls) => ({ 'aria-label': controls[control] }),
  }
}
