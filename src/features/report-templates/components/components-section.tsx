import { memo, useLayoutEffect, useMemo, useRef } from 'react'
import { Button, Grid, Group, NumberInput, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { LIMITS, newComponent, type ComponentForm } from '../editor/form-model'
import { displayLabels, placementLabels } from '../labels'
import { displayKinds, placementKinds, type DisplayKind } from '@/lib/vocabulary'
import { IframeSettings, VariableSettings } from './component-settings'
import { FieldLabel, type TemplateForm } from './template-basics-section'

/** What a component card may do to the form; stable, so an unchanged card skips re-rendering. */
type CardActions = {
  setField: (path: `components.${number}.${'title' | 'height'}`, value: string | number) => void
  update: (index: number, patch: Partial<ComponentForm>) => void
  move: (from: number, to: number) => void
  remove: (index: number) => void
}

/** The report's components, in the order viewers see them: add, remove, move up and down. */
export function ComponentsSection({ form }: { form: TemplateForm }) {
  const { t } = useLingui()
  const components = form.values.components
  const formRef = useRef(form)
  useLayoutEffect(() => {
    formRef.current = form
  })
  const actions = useMemo<CardActions>(
    () => ({
      setField: (path, value) => formRef.current.setFieldValue(path, value),
      update: (index, patch) => {
        const current = formRef.current.getValues().components[index]
        if (current) formRef.current.replaceListItem('components', index, { ...current, ...patch })
      },
      move: (from, to) => formRef.current.reorderListItem('components', { from, to }),
      remove: (index) => formRef.current.removeListItem('components', index),
    }),
    [],
  )
  const add = (display: DisplayKind) => form.insertListItem('components', newComponent(display))
  const errorOf = (path: string) => {
    const error = form.errors[path]
    return typeof error === 'string' ? error : undefined
  }
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="template-components">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4" id="template-components">
          <Trans>Components</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>{components.length} components</Trans>
        </Text>
      </Group>
      <Stack gap="md">
        {components.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No components yet. Add a Metabase embed or an SQL value.</Trans>
          </Text>
        ) : (
          components.map((component, index) => (
            <ComponentCard
              key={component.component_id}
              component={component}
              index={index}
              count={components.length}
              actions={actions}
              titleError={errorOf(`components.${index}.title`)}
              heightError={errorOf(`components.${index}.height`)}
              databaseError={errorOf(`components.${index}.database_id`)}
            />
          ))
        )}
        <Group gap="sm">
          <Button variant="light" onClick={() => add('iframe')}>
            {t`Add a Metabase embed`}
          </Button>
          <Button variant="light" onClick={() => add('variable')}>
            {t`Add an SQL value`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

type CardProps = {
  component: ComponentForm
  index: number
  count: number
  actions: CardActions
  titleError?: string
  heightError?: string
  databaseError?: string
}

/** Re-renders only when its own component, place or errors change (the form clones every value on each change). */
const sameCard = (a: CardProps, b: CardProps) =>
  a.index === b.index &&
  a.count === b.count &&
  a.actions === b.actions &&
  a.titleError === b.titleError &&
  a.heightError === b.heightError &&
  a.databaseError === b.databaseError &&
  JSON.stringify(a.component) === JSON.stringify(b.component)

const ComponentCard = memo(function ComponentCard({
  component,
  index,
  count,
  actions,
  titleError,
  heightError,
  databaseError,
}: CardProps) {
  const { t, i18n } = useLingui()
  const position = index + 1
  const update = (patch: Partial<ComponentForm>) => actions.update(index, patch)
  const labelId = `component-${component.component_id}`

  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" component="section" aria-label={t`Component ${position}`}>
      <Group justify="space-between" mb="xs">
        <Text fw={600} size="sm">
          {t`Component ${position}`}
          {component.title.trim() ? ` · ${component.title.trim()}` : ''}
        </Text>
        <Group gap={4}>
          <Button
            size="compact-xs"
            variant="default"
            disabled={index === 0}
            onClick={() => actions.move(index, index - 1)}
            aria-label={t`Move component ${position} up`}
          >
            ↑
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            disabled={index === count - 1}
            onClick={() => actions.move(index, index + 1)}
            aria-label={t`Move component ${position} down`}
          >
            ↓
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => actions.remove(index)}
            aria-label={t`Remove component ${position}`}
          >
            <Trans>Remove</Trans>
          </Button>
        </Group>
      </Group>
      <Grid gap="md" align="flex-end">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            label={t`Title`}
            withAsterisk
            value={component.title}
            onChange={(event) => actions.setField(`components.${index}.title`, event.currentTarget.value)}
            error={titleError}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <FieldLabel id={`${labelId}-display`}>
            <Trans>Display</Trans>
          </FieldLabel>
          <SegmentedControl
            fullWidth
            mb={8}
            aria-labelledby={`${labelId}-display`}
            data={displayKinds.map((kind) => ({ value: kind, label: i18n._(displayLabels[kind]) }))}
            value={component.display}
            onChange={(value) => update({ display: value === 'variable' ? 'variable' : 'iframe' })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <FieldLabel id={`${labelId}-placement`}>
            <Trans>Placement</Trans>
          </FieldLabel>
          <SegmentedControl
            fullWidth
            mb={8}
            aria-labelledby={`${labelId}-placement`}
            data={placementKinds.map((kind) => ({ value: kind, label: i18n._(placementLabels[kind]) }))}
            value={component.placement}
            onChange={(value) => update({ placement: value === 'card' ? 'card' : 'dashboard' })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }}>
          <NumberInput
            label={t`Height (px)`}
            min={LIMITS.heightMin}
            max={LIMITS.heightMax}
            step={10}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            value={component.height}
            onChange={(value) => actions.setField(`components.${index}.height`, value)}
            error={heightError}
          />
        </Grid.Col>
      </Grid>
      {component.display === 'iframe' ? (
        <IframeSettings component={component} onChange={update} />
      ) : (
        <VariableSettings component={component} onChange={update} databaseError={databaseError} />
      )}
    </Paper>
  )
}, sameCard)
