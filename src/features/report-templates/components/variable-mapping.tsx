import { useId } from 'react'
import { Select, Table, Text, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { componentPath, variableOf } from '../model/form-model'
import type { TemplateForm } from '../editor/use-draft-session'
import { sourcesFor } from '../model/variable-sources'
import { optionsOf, sourceLabels } from '../labels'
import { known, variableSources, type VariableSource } from '@/lib/vocabulary'
import classes from './editor.module.css'

type MappingRow = {
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

/**
 * One row per parameter or placeholder of the component at `index`, each mapped to a variable source.
 * Clearing the source unmaps it (no variable entry); `custom` asks for its fixed value. On a phone the
 * rows stack, so each picker takes the full width.
 */
export function VariableMapping({
  form,
  index,
  rows,
  caption,
  nameHeader,
}: {
  form: TemplateForm
  index: number
  rows: MappingRow[]
  caption: string
  /** The first column's heading: a Metabase parameter or an SQL placeholder. */
  nameHeader: string
}) {
  const { t, i18n } = useLingui()
  const hintId = useId()
  const variablesPath = componentPath(index, 'variables')
  const variables = form.useWatchValue(variablesPath)
  const sourceOptions = optionsOf(sourcesFor(form.useWatchValue('owner_scope')), sourceLabels, i18n)

  const setSource = (name: string, value: string | null) => {
    const source = value === null ? undefined : known(variableSources, value)
    if (!source) {
      const rest = Object.fromEntries(Object.entries(variables).filter(([other]) => other !== name))
      form.setFieldValue(variablesPath, rest, { forceUpdate: false })
    } else if (variableOf({ variables }, name)) {
      form.setFieldValue(`${variablesPath}.${name}.source`, source, { forceUpdate: false })
    } else {
      form.setFieldValue(`${variablesPath}.${name}`, { source, value: '' }, { forceUpdate: false })
    }
  }

  return (
    <Table withTableBorder verticalSpacing={6} layout="fixed" captionSide="top" className={classes.stackedTable}>
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
          const variable = variableOf({ variables }, name)
          const sourcePath = `${variablesPath}.${name}.source`
          const valuePath = `${variablesPath}.${name}.value`
          return (
            <Table.Tr key={name} data-mapped={variable ? 'true' : 'false'}>
              <Table.Td>
                {/* Cut short to the column, each is there in full on hover. */}
                <Text size="sm" ff="monospace" truncate title={name}>
                  {name}
                </Text>
                {label && label !== name ? (
                  <Text size="xs" c="dimmed" truncate title={label}>
                    {label}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={t`Source of ${name}`}
                  placeholder={t`Not mapped`}
                  data={sourceOptions}
                  clearable
                  mb={0}
                  size="xs"
                  comboboxProps={{ withinPortal: true }}
                  key={form.key(sourcePath)}
                  {...form.getInputProps(sourcePath)}
                  onChange={(value) => setSource(name, value)}
                  // Marked until mapped, a publish's condition rather than a save's error: it is described by the
                  // hint beside it.
                  error={variable ? undefined : true}
                  aria-describedby={variable ? undefined : `${hintId}-${name}`}
                  data-publish-check
                />
              </Table.Td>
              <Table.Td>
                {variable?.source === 'custom' ? (
                  <TextInput
                    aria-label={t`Custom value of ${name}`}
                    placeholder={t`Fixed value`}
                    mb={0}
                    size="xs"
                    key={form.key(valuePath)}
                    {...form.getInputProps(valuePath)}
                    error={variable.value.trim() === '' ? true : undefined}
                    data-publish-check
                  />
                ) : (
                  <Text size="xs" c="dimmed" id={`${hintId}-${name}`}>
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
