import { OverflowList, Select } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ButtonLink } from '@/components/ui/links'
import { ErrorState } from '@/components/ui/states'
import { templateNamesQueryOptions } from '../api/get-template-names'
import type { TemplateName } from '../schemas'
import classes from './template-switcher.module.css'

/** The templates that do not fit on the line, in a searchable select; the current one shows as chosen. */
function MoreTemplates({ hidden, current }: { hidden: TemplateName[]; current: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const chosen = hidden.some((name) => name.template_id === current) ? String(current) : null
  return (
    <Select
      aria-label={t`More report templates`}
      placeholder={t`More templates (${hidden.length})`}
      data={hidden.map((name) => ({ value: String(name.template_id), label: name.template_name }))}
      value={chosen}
      searchable
      nothingFoundMessage={t`No template matches`}
      allowDeselect={false}
      mb={0}
      w={240}
      comboboxProps={{ width: 320, position: 'bottom-start' }}
      onChange={(value) => {
        const templateId = Number(value)
        if (Number.isSafeInteger(templateId) && templateId > 0) void navigate({ to: '/index/{-$templateId}', params: { templateId } })
      }}
    />
  )
}

/**
 * The templates this user may read, as navigation: a link each (the current one marked), and a
 * searchable select for those that do not fit on one line.
 */
export function TemplateSwitcher({ current }: { current: number }) {
  const { t } = useLingui()
  const names = useQuery(templateNamesQueryOptions())
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
            <MoreTemplates hidden={hidden} current={current} />
          </div>
        )}
      />
    </nav>
  )
}
