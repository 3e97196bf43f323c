import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { AfterPaint, lazyPart, WhenUsed } from '@/components/ui/lazy-part'
import { ErrorState } from '@/components/ui/states'
import { templateNamesQueryOptions } from '../api/get-template-names'
import classes from './template-switcher.module.css'

const TemplateLinks = lazyPart(() => import('./template-links').then((module) => module.TemplateLinks))

/**
 * The templates this user may read, as navigation: a link each (the current one marked), and a
 * searchable list for those that do not fit on one line. The links measure what fits, which lays out
 * the whole page, and their code is not needed for the first rows: they come after the page's first
 * paint, in a pass of their own (the line keeps its height).
 */
export function TemplateSwitcher({ current }: { current: number | undefined }) {
  const { t } = useLingui()
  const names = useQuery(templateNamesQueryOptions())
  if (names.isError && !names.data) {
    // The reports below still work; the switcher says it is missing and offers a retry.
    return <ErrorState compact error={names.error} onRetry={() => void names.refetch()} title={t`The list of report templates could not be loaded`} />
  }
  if (!names.data || names.data.list.length === 0) return null
  return (
    <nav aria-label={t`Report templates`} className={classes.nav}>
      <AfterPaint>
        <WhenUsed used>
          <TemplateLinks names={names.data.list} current={current} />
        </WhenUsed>
      </AfterPaint>
    </nav>
  )
}
