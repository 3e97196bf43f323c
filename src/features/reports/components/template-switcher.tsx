import { OverflowList } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { AfterPaint, lazyPart, WhenUsed } from '@/components/ui/lazy-part'
import { ButtonLink } from '@/components/ui/links'
import { ErrorState } from '@/components/ui/states'
import { templateNamesQueryOptions } from '../api/get-template-names'
import { MoreTemplatesButton } from './more-templates-button'
import classes from './template-switcher.module.css'

const MoreTemplates = lazyPart(() => import('./more-templates').then((module) => module.MoreTemplates))

/**
 * The templates this user may read, as navigation: a link each (the current one marked), and a
 * searchable list for those that do not fit on one line. The links measure what fits, which lays out
 * the whole page: React renders them in a pass of their own after the page (the line keeps its height).
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
        <OverflowList
          data={names.data.list}
          getItemKey={(name) => name.template_id}
          gap={4}
          renderItem={(name) => (
            <ButtonLink
              key={name.template_id}
              to="/index/{-$templateId}"
              params={{ templateId: name.template_id }}
              variant={name.template_id === current ? 'light' : 'subtle'}
              color={name.template_id === current ? undefined : 'dark'}
              aria-current={name.template_id === current ? 'page' : undefined}
              className={classes.link}
            >
              {name.template_name}
            </ButtonLink>
          )}
          renderOverflow={(hidden) => (
            <div>
              <WhenUsed standIn={<MoreTemplatesButton overflow={hidden} current={current} />} preload={MoreTemplates.preload}>
                {(opened) => <MoreTemplates overflow={hidden} current={current} initiallyOpened={opened} />}
              </WhenUsed>
            </div>
          )}
        />
      </AfterPaint>
    </nav>
  )
}
