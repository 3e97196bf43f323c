import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** Both catalogs' translations (the main one and the staff screens'), each with its English source. */
function catalog(locale: 'zh-CN' | 'en-US', names = ['messages', 'staff']): { source: string; text: string }[] {
  const po = names.map((name) => readFileSync(`src/locales/${locale}/${name}.po`, 'utf8')).join('\n')
  return [...po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)]
    .map(([, source = '', text = '']) => ({
      source: JSON.parse(`"${source}"`) as string,
      text: JSON.parse(`"${text}"`) as string,
    }))
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

  it('gives every English source its translation, and no Chinese term is shared by two English ones', () => {
    const zh = catalog('zh-CN')
    expect(zh.filter(({ text }) => text === '')).toEqual([])
    // The period type (daily, weekly, monthly) and the report period are different things.
    const term = (source: string) => zh.find((entry) => entry.source === source)?.text
    expect(term('Period type')).not.toBe(term('Report period'))
  })

  it('translates a text both catalogs hold the same in each: the staff catalog, loaded later, would change it', () => {
    const seller = new Map(catalog('zh-CN', ['messages']).map(({ source, text }) => [source, text]))
    const differing = catalog('zh-CN', ['staff']).filter(
      ({ source, text }) => seller.has(source) && seller.get(source) !== text,
    )
    expect(differing).toEqual([])
  })

  it('addresses staff as 您 on staff screens too, beside the shared texts (您), and so does the demo backend', () => {
    expect(catalog('zh-CN', ['staff']).filter(({ text }) => text.includes('你'))).toEqual([])
    const backend = readdirSync('src/mocks/handlers').map((file) => readFileSync(`src/mocks/handlers/${file}`, 'utf8'))
    expect(backend.flatMap((code) => code.match(/'[^'\n]*你[^'\n]*'/g) ?? [])).toEqual([])
  })

  it('puts no time in brackets, since a time carries its own: "（最后编辑于 …（GMT+8））"', () => {
    // The Chinese date and time format ends in its time zone in brackets.
    expect(catalog('zh-CN').find(({ source }) => source === '{dateTime} {zone}')?.text).toBe('{dateTime}（{zone}）')
    const bracketedTime = /（[^（）]*\{(when|publishedAt|printed|dateTime)\}[^（）]*）/
    expect(
      catalog('zh-CN').filter(({ text, source }) => source !== '{dateTime} {zone}' && bracketedTime.test(text)),
    ).toEqual([])
  })

  it('words undoing a status change as the action: "Unpublish it" is 取消发布, not 重新取消发布', () => {
    const zh = catalog('zh-CN', ['staff'])
    const term = (source: string) => zh.find((entry) => entry.source === source)?.text
    expect(term('Unpublish it')).toBe(term('Unpublish'))
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
