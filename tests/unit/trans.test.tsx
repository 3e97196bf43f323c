import { beforeAll, describe, expect, it } from 'vitest'
import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { Plural, Select, Trans } from '@lingui/react/macro'
import { plural, select } from '@lingui/core/macro'
import { activateLocale, i18n } from '@/i18n'
import { Trans as RuntimeTrans } from '@/i18n/trans'

/** A server string with tags in each form a message's own markup takes. */
const SERVER = 'x<b>B</b>y<0>Z</0>w<1/>z'

const shown = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>).container

beforeAll(() => activateLocale('en-US'))

describe('a value in a message is text', () => {
  it('shows a string value as it came, tags and escape sequences and all', () => {
    const before = SERVER
    const escaped = '\\u003c0\\u003eQ\\x3c/0>'
    expect(shown(<Trans>vs. last week: {before}</Trans>).textContent).toBe(`vs. last week: ${SERVER}`)
    expect(shown(<Trans>vs. last week: {escaped}</Trans>).textContent).toBe('vs. last week: \\u003c0\\u003eQ\\x3c/0>')
  })

  it("keeps the message's own markup beside a value that imitates it", () => {
    const name = '<0>ZERO</0>'
    const container = shown(
      <Trans>
        Read <a href="/terms">the terms</a> of <strong>{name}</strong>
      </Trans>,
    )
    expect(container.textContent).toBe('Read the terms of <0>ZERO</0>')
    expect(container.querySelector('a')?.textContent).toBe('the terms')
    expect(container.querySelector('strong')?.textContent).toBe('<0>ZERO</0>')
  })

  it('counts by a number, and chooses a form by a value that is never shown', () => {
    const count = 3
    const kind = 'merchant'
    const name = SERVER
    expect(shown(<Plural value={count} one="# shop" other="# shops" />).textContent).toBe('3 shops')
    expect(
      shown(<Trans>{plural(count, { one: `# shop of ${name}`, other: `# shops of ${name}` })}</Trans>).textContent,
    ).toBe(`3 shops of ${SERVER}`)
    expect(shown(<Select value={kind} _merchant="A merchant" other="A shop" />).textContent).toBe('A merchant')
    expect(
      shown(<Trans>{select(kind, { merchant: `Merchant ${name}`, other: `Shop ${name}` })}</Trans>).textContent,
    ).toBe(`Merchant ${SERVER}`)
  })

  it('chooses by a compiled message of the catalog too, as a production build has only ids', () => {
    i18n.load('en-US', { 'test.owner': [['kind', 'select', { shop: ['Shop'], other: ['Merchant'] }], ': ', ['name']] })
    expect(shown(<RuntimeTrans id="test.owner" values={{ kind: 'shop', name: SERVER }} />).textContent).toBe(
      `Shop: ${SERVER}`,
    )
  })
})
