import { schemaResolver, type FormErrors } from '@mantine/form'
import { useLingui } from '@lingui/react/macro'
import { validationMessage } from './validation'

/**
 * A form's `validate` from a zod schema: each error is the rule's code, shown as a message in the
 * language of the moment (a switch re-words the errors on screen; nothing validates again).
 */
export function validateWith<Values>(schema: Parameters<typeof schemaResolver>[0]): (values: Values) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true })
  return (values) =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([path, code]) => [path, <ValidationText code={String(code)} />]),
    )
}

function ValidationText({ code }: { code: string }) {
  const { i18n } = useLingui()
  return i18n._(validationMessage(code))
}
