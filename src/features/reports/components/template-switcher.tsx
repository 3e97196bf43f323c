import { useState } from 'react'
import { Button, OverflowList } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Chevron } from '@/components/ui/chevron'
import { LazyBoundary, lazyPart } from '@/components/ui/lazy-part'
import { usePainted } from '@/components/ui/use-painted'
import { ButtonLink } from '@/components/ui/links'
import { ErrorState } from '@/components/ui/states'
import { templateNamesQueryOptions } from '../api/get-template-names'
import type { TemplateName } from '../schemas'
import classes from './template-switcher.module.css'

// The searchable select (its list and positioning) loads when it is first opened.
const loadMoreTemplates = () => import('./more-templates')
const MoreTemplates = lazyPart(() => loadMoreTemplates().then((module) => module.MoreTemplates))

/**
 * The templates that do not fit on the line: a button that names the current one when it is among
 * them, and opens a searchable list of them.
 */
function MoreTemplatesField({ hidden, current }: { hidden: TemplateName[]; current: number }) {
  const { t } = useLingui()
  const [opened, setOpened] = useState(0)
  const chosen = hidden.find((name) => name.template_id === current)
  const standIn = (
    <Button
      variant={chosen ? 'light' : 'subtle'}
      color={chosen ? undefined : 'dark'}
      rightSection={<Chevron />}
      aria-haspopup="listbox"
      aria-current={chosen ? 'page' : undefined}
      maw={{ base: 'calc(100vw - 2 * var(--mantine-spacing-md))', sm: 240 }}
      onPointerEnter={() => void loadMoreTemplates()}
      onFocus={() => void loadMoreTemplates()}
      onClick={() => setOpened((attempt) => attempt + 1)}
    >
      {chosen ? chosen.template_name : t`More templates (${hidden.length})`}
    </Button>
  )
  if (opened === 0) return standIn
  return (
    <LazyBoundary fallback={standIn} attempt={opened}>
      <MoreTemplates hidden={hidden} current={current} />
    </LazyBoundary>
  )
}

/**
 * The templates this user may read, as navigation: a link each (the current one marked), and a
 * searchable select for those that do not fit on one line. The links, which measure what fits, come
 * a frame after the page; the line keeps its height meanwhile.
 */
export function TemplateSwitcher({ current }: { current: number }) {
  const { t } = useLingui()
  const names = useQuery(templateNamesQueryOptions())
  const painted = usePainted()
  if (names.isError && !names.data) {
    // The reports below still work; the switcher says it is missing and offers a retry.
    return (
      <ErrorState
        compact
        error={names.error}
        onRetry={() => void names.refetch()}
        title={t`The list of report templates could not be loaded`}
      />
    )
  }
  if (!names.data || names.data.list.length === 0) return null
  return (
    <nav aria-label={t`Report templates`} className={classes.nav}>
      {painted ? (
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
              <MoreTemplatesField hidden={hidden} current={current} />
            </div>
          )}
        />
      ) : null}
    </nav>
  )
}
