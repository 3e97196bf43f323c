import { Combobox } from '@mantine/core'
import '@mantine/core/styles/Combobox.layer.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { holdsTyped, useSearchCombobox } from '@/components/ui/use-search-combobox'
import type { TemplateName } from '../schemas'
import { MoreTemplatesButton } from './more-templates-button'

/** The templates that do not fit on the line, in a searchable list under the button; picking one opens its reports. */
export function MoreTemplates({
  overflow,
  current,
  initiallyOpened,
}: {
  overflow: TemplateName[]
  current: number | undefined
  initiallyOpened: boolean
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { combobox, comboboxProps, search, setSearch } = useSearchCombobox(
    initiallyOpened,
    320,
    (value) => void navigate({ to: '/index/{-$templateId}', params: { templateId: Number(value) } }),
  )
  const shown = overflow.filter((name) => holdsTyped(name.template_name, search))
  return (
    <Combobox {...comboboxProps}>
      <Combobox.Target>
        <MoreTemplatesButton overflow={overflow} current={current} onClick={() => combobox.toggleDropdown()} />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t`Search`}
          aria-label={t`Search report templates`}
        />
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }} aria-label={t`More report templates`}>
          {shown.map((name) => (
            <Combobox.Option
              value={String(name.template_id)}
              key={name.template_id}
              active={name.template_id === current}
            >
              {name.template_name}
            </Combobox.Option>
          ))}
          {shown.length === 0 ? (
            <Combobox.Empty>
              <Trans>No template matches</Trans>
            </Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  )
}
