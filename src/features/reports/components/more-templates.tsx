import '@/components/ui/later-styles'
import { Select } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { TemplateName } from '../schemas'

/** The templates that do not fit on the line, in a searchable select; the current one shows as chosen. */
export function MoreTemplates({ hidden, current }: { hidden: TemplateName[]; current: number }) {
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
      defaultDropdownOpened
      nothingFoundMessage={t`No template matches`}
      allowDeselect={false}
      mb={0}
      w={{ base: 'calc(100vw - 2 * var(--mantine-spacing-md))', sm: 240 }}
      comboboxProps={{ width: 320, position: 'bottom-start' }}
      onChange={(value) => {
        const templateId = Number(value)
        if (Number.isSafeInteger(templateId) && templateId > 0) void navigate({ to: '/index/{-$templateId}', params: { templateId } })
      }}
    />
  )
}
