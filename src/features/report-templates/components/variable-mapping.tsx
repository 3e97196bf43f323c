import { Select, Table, Text, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { VariableForm } from '../editor/form-model'
import { sourceLabels } from '../labels'
import { variableSources, type VariableSource } from '@/lib/vocabulary'

export type MappingRow = {
  /** The Metabase parameter slug or the SQL placeholder name: the variable's `name`. */
  name: string
  /** What people call it (a Metabase parameter's display name), when it has another name. */
  label?: string
}

const sourceHints: Record<VariableSource, MessageDescriptor> = {
  merchant_id: msg`The viewer's chosen merchant`,
  merchant_name: msg`The viewer's chosen merchant`,
  shop_id: msg`The viewer's chosen shop`,
  filter_value: msg`The report filter of the same name`,
  report_period: msg`The report's period`,
  custom: msg`A fixed value`,
  nullable: msg`Sent as an empty value`,
  none: msg`Left out of the query`,
}

const isSource = (value: string | null): value is VariableSource =>
  value !== null && (variableSources as readonly string[]).includes(value)

/**
 * One row per parameter or placeholder, each mapped to a variable source. Clearing the source
 * unmaps it (no variable entry); `custom` asks for its fixed value.
 */
export function VariableMapping({ rows, variables, onChange, caption, nameHeader }: {
  rows: MappingRow[]
  variables: VariableForm[]
  onChange: (variables: VariableForm[]) => void
  caption: string
  /** The first column's heading: a Metabase parameter or an SQL placeholder. */
  nameHeader: string
}) {
  const { t, i18n } = useLingui()
  const sourceOptions = variableSources.map((source) => ({ value: source, label: i18n._(sourceLabels[source]) }))

  const setSource = (name: string, source: VariableSource | null) => {
    const existing = variables.find((variable) => variable.name === name)
    if (source === null) onChange(variables.filter((variable) => variable.name !== name))
    else if (existing) onChange(variables.map((variable) => (variable.name === name ? { ...variable, source } : variable)))
    else onChange([...variables, { name, source, value: '' }])
  }
  const setValue = (name: string, value: string) =>
    onChange(variables.map((variable) => (variable.name === name ? { ...variable, value } : variable)))

  return (
    <Table withTableBorder verticalSpacing={6} layout="fixed" captionSide="top">
      <Table.Caption ta="left">{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="34%">{nameHeader}</Table.Th>
          <Table.Th w="30%">
            <Trans>Source</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Value</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ name, label }) => {
          const variable = variables.find((entry) => entry.name === name)
          return (
            <Table.Tr key={name} data-mapped={variable ? 'true' : 'false'}>
              <Table.Td>
                <Text size="sm" ff="monospace" truncate>
                  {name}
                </Text>
                {label && label !== name ? (
                  <Text size="xs" c="dimmed" truncate>
                    {label}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={t`Source of ${name}`}
                  placeholder={t`Not mapped`}
                  data={sourceOptions}
                  value={variable?.source ?? null}
                  onChange={(value) => setSource(name, isSource(value) ? value : null)}
                  clearable
                  mb={0}
                  size="xs"
                  comboboxProps={{ withinPortal: true }}
                  error={variable ? undefined : true}
                />
              </Table.Td>
              <Table.Td>
                {variable?.source === 'custom' ? (
                  <TextInput
                    aria-label={t`Custom value of ${name}`}
                    placeholder={t`Fixed value`}
                    value={variable.value}
                    onChange={(event) => setValue(name, event.currentTarget.value)}
                    mb={0}
                    size="xs"
                    error={variable.value.trim() === '' ? true : undefined}
                  />
                ) : (
                  <Text size="xs" c="dimmed">
                    {variable ? i18n._(sourceHints[variable.source]) : t`Choose a source before publishing`}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          )
        })}
      </Table.Tbody>
    </Table>
  )
}
