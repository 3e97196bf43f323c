import { describe, expect, it } from 'vitest'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { apiRequest } from '@/lib/http'
import { nullSchema } from '@/lib/schemas'
import { signIn } from '@/mocks/session'
import { renderApp, screen } from '../utils'
import { editable, openEditor, recordBodies, region, saveButton, toggleCard } from './template-support'

/** The colour a figure's change is written in, as the theme's variable names it. */
const changeColourOf = (figure: HTMLElement) => within(figure).getByTestId('figure-change').getAttribute('style') ?? ''

async function openOctoberReport(locale: 'en-US' | 'zh-CN') {
  signIn('merchant-seller')
  await apiRequest(nullSchema, '/user/merchant/switch', { method: 'POST', body: { template_id: 2, merchant_id: 1003 } })
  const app = await renderApp('/report/2/2026-10', { as: 'merchant-seller', locale })
  const figures = await screen.findAllByTestId('key-figure')
  await waitFor(() => expect(within(figures[0] as HTMLElement).queryByTestId('figure-change')).toBeInTheDocument())
  const figure = (title: RegExp) => figures.find((element) => title.test(element.textContent ?? '')) as HTMLElement
  return { ...app, figure }
}

const rose = (figure: HTMLElement) => within(figure).getByTestId('figure-change').textContent?.includes('▲') ?? false

describe("a key figure's change is coloured as good or bad news for that figure", () => {
  it('in English, a rise in a refund rate is red and a rise in sales green; a fall the other way round', async () => {
    const { figure } = await openOctoberReport('en-US')
    const refund = figure(/Refund rate/)
    const gmv = figure(/GMV/)
    expect(changeColourOf(refund)).toContain(rose(refund) ? 'red' : 'teal')
    expect(changeColourOf(gmv)).toContain(rose(gmv) ? 'teal' : 'red')
  })

  it('in Chinese, good news is red and bad news green, as Chinese seller centres colour a gain', async () => {
    const { figure } = await openOctoberReport('zh-CN')
    const refund = figure(/Refund rate/)
    const gmv = figure(/GMV/)
    expect(changeColourOf(refund)).toContain(rose(refund) ? 'teal' : 'red')
    expect(changeColourOf(gmv)).toContain(rose(gmv) ? 'red' : 'teal')
  })

  it('staff say in the editor which way of a key figure is good, and it is saved with the component', async () => {
    const bodies = recordBodies('/report_template/update')
    await openEditor(2)
    const position = editable(2).components.findIndex((component) => component.component_id === 't2-refund') + 1
    toggleCard(position)
    const card = region(`Component ${position}`)
    const bad = await within(card).findByRole('radio', { name: 'Bad' })
    expect(bad).toBeChecked()
    fireEvent.click(within(card).getByRole('radio', { name: 'Neither' }))
    fireEvent.click(saveButton())
    await waitFor(() => expect(bodies).toHaveLength(1))
    const sent = (bodies[0] as { components: { component_id: string; good_direction?: string }[] }).components
    expect(sent.find((component) => component.component_id === 't2-refund')?.good_direction).toBe('none')
    expect(editable(2).components.find((component) => component.component_id === 't2-refund')?.good_direction).toBe(
      'none',
    )
  })
})
