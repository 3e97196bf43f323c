import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type {
  DisplayKind,
  GoodDirection,
  OwnerScope,
  PeriodType,
  PlacementKind,
  PublicationStatus,
  VariableSource,
} from '@/lib/vocabulary'

/** The product's words for each vocabulary value, translated at render. */
export const ownerScopeLabels: Record<OwnerScope, MessageDescriptor> = {
  staff: msg`Staff (internal)`,
  merchant: msg`Merchant`,
  shop: msg`Shop`,
}

export const statusLabels: Record<PublicationStatus, MessageDescriptor> = {
  published: msg`Published`,
  unpublished: msg`Unpublished`,
}

export const periodTypeLabels: Record<PeriodType, MessageDescriptor> = {
  day: msg`Daily`,
  week: msg`Weekly`,
  month: msg`Monthly`,
}

export const displayLabels: Record<DisplayKind, MessageDescriptor> = {
  iframe: msg`Metabase embed`,
  variable: msg`SQL value`,
}

export const placementLabels: Record<PlacementKind, MessageDescriptor> = {
  dashboard: msg`Full width`,
  card: msg`Key figure`,
}

export const sourceLabels: Record<VariableSource, MessageDescriptor> = {
  merchant_id: msg`Merchant ID`,
  merchant_name: msg`Merchant name`,
  shop_id: msg`Shop ID`,
  filter_value: msg`Filter value`,
  report_period: msg`Report period`,
  custom: msg`Custom value`,
  nullable: msg`Empty (NULL)`,
  none: msg`Not sent`,
}

/** What a key figure rising means to its readers: its change is coloured as good or bad news by it. */
export const goodDirectionLabels: Record<GoodDirection, MessageDescriptor> = {
  up: msg`Good`,
  down: msg`Bad`,
  none: msg`Neither`,
}

export const elementTypeLabels: Record<'dashboard' | 'card', MessageDescriptor> = {
  dashboard: msg`Dashboard`,
  card: msg`Card`,
}

/** A vocabulary's values as the options of a picker, in the current language. */
export const optionsOf = <Value extends string>(
  values: readonly Value[],
  labels: Record<Value, MessageDescriptor>,
  i18n: I18n,
) => values.map((value) => ({ value, label: i18n._(labels[value]) }))
