import { variableSources, type OwnerScope, type VariableSource } from '@/lib/vocabulary'

/** The sources that name the report's owner: a template has them only for the owner its viewers pick. */
const ownerSources: Record<OwnerScope, readonly VariableSource[]> = {
  staff: [],
  merchant: ['merchant_id', 'merchant_name'],
  shop: ['shop_id'],
}
const anyOwnerSource: readonly VariableSource[] = ['merchant_id', 'merchant_name', 'shop_id']

/** The sources a variable of a template of this owner scope can take: no shop id on a merchant template. */
export const sourcesFor = (ownerScope: OwnerScope): VariableSource[] =>
  variableSources.filter((source) => !anyOwnerSource.includes(source) || ownerSources[ownerScope].includes(source))

/** The names that say their source; a name ending in `_period` says the report period too. */
const sayingNames: Partial<Record<VariableSource, readonly string[]>> = {
  merchant_id: ['merchant_id', 'merchant'],
  merchant_name: ['merchant_name'],
  shop_id: ['shop_id', 'shop'],
  report_period: ['report_period', 'period', 'day', 'date', 'dt', 'week', 'month'],
}

/**
 * The source a parameter's name says (`shop_id` → the shop id, `month` → the report period), if the template can
 * give it.
 */
export function suggestedSource(name: string, ownerScope: OwnerScope): VariableSource | undefined {
  const word = name.trim().toLowerCase()
  const said =
    variableSources.find((source) => sayingNames[source]?.includes(word)) ??
    (word.endsWith('_period') ? 'report_period' : undefined)
  return said && sourcesFor(ownerScope).includes(said) ? said : undefined
}

/**
 * The one rule for a name that appears (a Metabase parameter of the chosen dashboard or card, a
 * placeholder written into the SQL): it starts mapped to the source its name says, unless it is
 * mapped already. The person can change or clear it.
 */
export function suggestedMappings(
  names: readonly string[],
  ownerScope: OwnerScope,
  mapped: (name: string) => boolean,
): [string, VariableSource][] {
  return names.flatMap((name) => {
    const source = mapped(name) ? undefined : suggestedSource(name, ownerScope)
    return source ? [[name, source] as [string, VariableSource]] : []
  })
}
