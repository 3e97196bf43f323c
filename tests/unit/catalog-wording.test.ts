import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** Both catalogs' translations (the main one and the staff screens'), each with its English source. */
function catalog(locale: 'zh-CN' | 'en-US', names = ['messages', 'staff']): { source: string; text: string }[] {
  const po = names.map((name) => readFileSync(`src/locales/${locale}/${name}.po`, 'utf8')).join('\n')
  return [...po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)]
    .map(([, source = '', text = '']) => ({ source: JSON.parse(`"${source}"`) as string, text: JSON.parse(`"${text}"`) as string }))
    .filter(({ source }) => source !== '')
}

const han = '\\p{Script=Han}'

describe('catalog wording', () => {
  it('writes Chinese punctuation in Chinese text: no ASCII ? ! , : ; ( ) next to a Chinese character', () => {
    const ascii = new RegExp(`${han}[?!,:;()]|[?!,:;()]${han}`, 'u')
    expect(catalog('zh-CN').filter(({ text }) => ascii.test(text))).toEqual([])
  })

  it('closes every bracket with one of its own width: no "(" closed by "）"', () => {
    const mixed = (text: string) => /\([^()（）]*）|（[^()（）]*\)/.test(text)
    expect(catalog('zh-CN').filter(({ text }) => mixed(text))).toEqual([])
  })

  it('gives every English source its translation, and names one thing once: a Chinese term is not shared by two English ones', () => {
    const zh = catalog('zh-CN')
    expect(zh.filter(({ text }) => text === '')).toEqual([])
    // The period type (daily, weekly, monthly) and the report period are different things.
    const term = (source: string) => zh.find((entry) => entry.source === source)?.text
    expect(term('Period type')).not.toBe(term('Report period'))
  })

  it('addresses staff as 你 on the staff screens (您 is for sellers)', () => {
    expect(catalog('zh-CN', ['staff']).filter(({ text }) => text.includes('您'))).toEqual([])
  })

  it('addresses sellers as 您 on every screen but the staff ones, the demo frames beside them included', () => {
    const sellerTexts = [
      ...readFileSync('src/locales/zh-CN/messages.po', 'utf8').matchAll(/^msgstr "(.*)"$/gm),
      ...['feedback', 'footer', 'sign-in'].map((frame) => [readFileSync(`src/mocks/frames/${frame}.html`, 'utf8')]),
    ].map(([text = '']) => text)
    expect(sellerTexts.filter((text) => text.includes('你'))).toEqual([])
  })

  it('says what happened in the past tense, without "is": "Template "…" created."', () => {
    expect(catalog('en-US').filter(({ source }) => /\bis created\b/.test(source))).toEqual([])
  })
})
