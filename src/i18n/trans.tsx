// eslint-disable-next-line no-restricted-imports -- the one place that renders Lingui's Trans; all others go through it
import { Trans as LinguiTrans, useLingui, type TransProps } from '@lingui/react'

/**
 * The `Trans` every `<Trans>`, `<Plural>` and `<Select>` macro compiles to (`runtimeModules` in
 * vite.config.ts). Lingui's own reads `<0>…</0>`, `<b>…</b>` and `<0/>` in the whole translated text,
 * values included, so a server string such as `a<0>b</0>` would lose its tags and take the message's
 * markup. Here each string value goes in as a React element, never read: a value is always text.
 * Numbers stay as they are, for `plural`, and so does a value a `select` only chooses a form by.
 */
export function Trans({ values, ...props }: TransProps) {
  const { i18n } = useLingui()
  if (!values || !Object.values(values).some((value) => typeof value === 'string'))
    return <LinguiTrans {...props} values={values} />
  const chooseBy = selectors(Object.hasOwn(i18n.messages, props.id) ? i18n.messages[props.id] : props.message)
  const text: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values))
    text[name] = typeof value === 'string' && !chooseBy.has(name) ? <>{value}</> : value
  return <LinguiTrans {...props} values={text} />
}

/**
 * The names a message selects a form by: in its source (`{kind, select, …}`) or its compiled
 * tokens (`[name, 'select', forms]`).
 */
function selectors(message: unknown, found = new Set<string>()): Set<string> {
  if (typeof message === 'string') {
    for (const [, name = ''] of message.matchAll(/\{\s*(\w+)\s*,\s*select\s*,/g)) found.add(name)
  } else if (Array.isArray(message)) {
    for (const token of message) {
      if (!Array.isArray(token)) continue
      const [name, type, forms] = token
      if (type === 'select' && typeof name === 'string') found.add(name)
      if (forms && typeof forms === 'object') for (const form of Object.values(forms)) selectors(form, found)
    }
  }
  return found
}
