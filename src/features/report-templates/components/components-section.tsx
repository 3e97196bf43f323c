import { memo, useCallback, useId, useMemo, useState, type MouseEvent, type ReactNode } from 'react'
import { ActionIcon, Badge, Button, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Chevron } from '@/components/ui/chevron'
import { focusWithoutTabStop } from '@/components/layout/main-content'
import { lazyPart, WhenUsed } from '@/components/ui/lazy-part'
import { collectionElementsQueryOptions, databasesQueryOptions } from '@/features/metabase/api/catalogue'
import { newComponent, parseElement, toId } from '../model/form-model'
import type { DraftSession, TemplateForm } from '../editor/use-draft-session'
import { displayLabels, elementTypeLabels, placementLabels } from '../labels'
import type { DisplayKind } from '@/lib/vocabulary'
import { EditorSection } from './editor-section'
import classes from './editor.module.css'

// A card's fields and pickers load with the first card opened.
const ComponentFields = lazyPart(() => import('./component-fields').then((module) => module.ComponentFields))

/** What a collapsed card uses of the edit: stable functions only, so a card re-renders for its own reasons. */
type CardForm = Pick<TemplateForm, 'useWatchValue' | 'reorderListItem'> & { remove: DraftSession['removeComponent'] }

/**
 * The report's components, in the order viewers see them: add, remove, move up and down. Each shows
 * collapsed (title, kind and a summary, with its moves) and mounts its fields and its Remove when
 * opened; a card with an error opens. A collapsed card carries only its two moves, so a long list
 * stays light to draw.
 */
export function ComponentsSection({
  form,
  onRemove,
}: {
  form: TemplateForm
  onRemove: DraftSession['removeComponent']
}) {
  const { t } = useLingui()
  // Adding, removing and moving re-render the form's owner, and so this list.
  const components = form.getValues().components
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set())
  const cardForm = useMemo<CardForm>(
    () => ({
      useWatchValue: form.useWatchValue,
      reorderListItem: form.reorderListItem,
      remove: onRemove,
    }),
    [form.useWatchValue, form.reorderListItem, onRemove],
  )
  const toggle = useCallback(
    (componentId: string) =>
      setOpened((previous) => {
        const next = new Set(previous)
        if (!next.delete(componentId)) next.add(componentId)
        return next
      }),
    [],
  )
  const add = (display: DisplayKind) => {
    const component = newComponent(display)
    form.insertListItem('components', component)
    setOpened((previous) => new Set(previous).add(component.component_id))
  }

  return (
    <EditorSection
      id="template-components"
      title={<Trans>Components</Trans>}
      aside={
        <Text size="sm" c="dimmed">
          <Plural value={components.length} one="# component" other="# components" />
        </Text>
      }
    >
      <Stack gap="xs">
        {components.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No components yet. Add a Metabase embed or an SQL value.</Trans>
          </Text>
        ) : (
          components.map((component, index) => {
            const invalid = Object.keys(form.errors).some((path) => path.startsWith(`components.${index}.`))
            const open = invalid || opened.has(component.component_id)
            return (
              <ComponentCard
                key={component.component_id}
                componentId={component.component_id}
                index={index}
                last={index === components.length - 1}
                open={open}
                invalid={invalid}
                form={cardForm}
                onToggle={toggle}
              >
                {open ? (
                  <WhenUsed
                    used
                    fallback={<Skeleton height={96} radius="sm" />}
                    failed={<Trans>The settings of this component could not be loaded.</Trans>}
                  >
                    <ComponentFields form={form} index={index} />
                  </WhenUsed>
                ) : null}
              </ComponentCard>
            )
          })
        )}
        <Group gap="sm" mt="xs">
          <Button variant="light" onClick={() => add('iframe')}>
            {t`Add a Metabase embed`}
          </Button>
          <Button variant="light" onClick={() => add('variable')}>
            {t`Add an SQL value`}
          </Button>
        </Group>
      </Stack>
    </EditorSection>
  )
}

function Arrow({ up }: { up: boolean }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 14 14"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={up ? 'M7 12V2M3 6l4-4 4 4' : 'M7 2v10M3 8l4 4 4-4'} />
    </svg>
  )
}

type CardProps = {
  componentId: string
  index: number
  last: boolean
  open: boolean
  invalid: boolean
  form: CardForm
  onToggle: (componentId: string) => void
  /** The fields, only while open. */
  children: ReactNode
}

/** Focuses a card's header, or when it is gone, the components' heading. */
function focusCardOr(card: Element | null | undefined) {
  const header = card?.isConnected ? card.querySelector<HTMLElement>('button[aria-expanded]') : null
  if (header) header.focus()
  else focusWithoutTabStop(document.getElementById('template-components'))
}

/**
 * One component: a header that opens it (title, kind, summary), its moves, and when open its fields
 * and its Remove (a disclosure: the header button says whether it is expanded and which part it
 * controls).
 */
const ComponentCard = memo(function ComponentCard({
  componentId,
  index,
  last,
  open,
  invalid,
  form,
  onToggle,
  children,
}: CardProps) {
  const { t, i18n } = useLingui()
  const component = form.useWatchValue(`components.${index}`)
  const bodyId = useId()
  const position = index + 1
  const title = component.title.trim()
  const name = title || t`Untitled`
  // Removing is instant, so it can be undone: the component comes back where it was. The keyboard focus goes to the
  // next card (the one before, for the last), else to the section's heading.
  const remove = (event: MouseEvent<HTMLElement>) => {
    const card = event.currentTarget.closest('section')
    const isCard = (element: Element | null | undefined) => (element?.matches('section') ? element : null)
    const neighbour = isCard(card?.nextElementSibling) ?? isCard(card?.previousElementSibling)
    form.remove(index, t`Component ${position} "${name}" is removed.`, t`Undo`)
    requestAnimationFrame(() => focusCardOr(neighbour))
  }
  // A moved card keeps the keyboard focus on its move (the other one at either end), its new position in its name.
  const move = (event: MouseEvent<HTMLElement>, by: -1 | 1) => {
    const card = event.currentTarget.closest('section')
    form.reorderListItem('components', { from: index, to: index + by })
    requestAnimationFrame(() => {
      const [up, down] = card?.querySelectorAll<HTMLButtonElement>(`.${classes.cardActions} button`) ?? []
      const same = by < 0 ? up : down
      ;(same?.disabled ? (by < 0 ? down : up) : same)?.focus()
    })
  }
  return (
    <section
      aria-label={t`Component ${position}`}
      className={classes.card}
      data-open={open || undefined}
      data-invalid={invalid || undefined}
    >
      <div className={classes.cardHeader}>
        <UnstyledButton
          className={classes.cardControl}
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={() => onToggle(componentId)}
        >
          <span className={classes.chevron}>
            <Chevron />
          </span>
          <span className={classes.cardTitle}>
            <span className={classes.position}>{position}.</span>
            <span className={classes.title} data-untitled={title ? undefined : true}>
              {name}
            </span>
            <Badge component="span" variant="light" color={component.display === 'iframe' ? 'blue' : 'grape'} tt="none">
              {i18n._(displayLabels[component.display])}
            </Badge>
            {invalid ? (
              <Badge component="span" variant="light" color="red" tt="none">
                <Trans>Needs attention</Trans>
              </Badge>
            ) : null}
          </span>
          <span className={classes.summary}>
            {i18n._(placementLabels[component.placement])} · {String(component.height)} px ·{' '}
            {component.display === 'iframe' ? (
              <ElementName collectionId={toId(component.collection_id)} element={component.element} />
            ) : (
              <QuerySummary databaseId={toId(component.database_id)} sql={component.sql} />
            )}
          </span>
        </UnstyledButton>
        <div className={classes.cardActions}>
          <ActionIcon
            size="sm"
            variant="default"
            disabled={index === 0}
            onClick={(event) => move(event, -1)}
            aria-label={t`Move component ${position} up`}
          >
            <Arrow up />
          </ActionIcon>
          <ActionIcon
            size="sm"
            variant="default"
            disabled={last}
            onClick={(event) => move(event, 1)}
            aria-label={t`Move component ${position} down`}
          >
            <Arrow up={false} />
          </ActionIcon>
        </div>
      </div>
      {open ? (
        <div id={bodyId} className={classes.cardBody}>
          {children}
          <Group justify="flex-end">
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={remove}
              aria-label={t`Remove component ${position}`}
            >
              <Trans>Remove</Trans>
            </Button>
          </Group>
        </div>
      ) : null}
    </section>
  )
})

/** What a collapsed Metabase embed shows: its dashboard's or card's name. */
function ElementName({ collectionId, element }: { collectionId: number | null; element: string | null }) {
  const { t, i18n } = useLingui()
  const name = useQuery({
    ...collectionElementsQueryOptions(collectionId),
    enabled: collectionId !== null && element !== null,
    select: (data) => data.list.find((item) => `${item.type}:${item.id}` === element)?.name,
  }).data
  const chosen = parseElement(element)
  if (!chosen) return t`No dashboard or card chosen`
  return name ?? `${i18n._(elementTypeLabels[chosen.element_type])} ${chosen.element_id}`
}

/** What a collapsed SQL value shows: its database and its SQL. */
function QuerySummary({ databaseId, sql }: { databaseId: number | null; sql: string }) {
  const { t } = useLingui()
  const database = useQuery({
    ...databasesQueryOptions(),
    enabled: databaseId !== null,
    select: (data) => data.list.find((item) => item.id === databaseId)?.name,
  }).data
  const query = sql.trim().replace(/\s+/g, ' ')
  if (query === '') return t`No SQL yet`
  return (
    <>
      {database ? `${database} · ` : null}
      <span className={classes.sql}>{query}</span>
    </>
  )
}
