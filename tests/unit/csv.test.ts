import { describe, expect, it } from 'vitest'
import { csvText } from '@/lib/csv'

describe('CSV text', () => {
  it("quotes what needs it and keeps a server's text from running as a spreadsheet formula", () => {
    const text = csvText([
      ['=HYPERLINK("https://evil.example")', "-2+3+cmd|' /C calc'!A0", '@SUM(A1)', 'a "b", c'],
      ['+9.3%', '-0.8 pp', '-¥3,000', '+1.2 个百分点'],
    ])
    expect(text).toBe(
      '\uFEFF' +
        `"'=HYPERLINK(""https://evil.example"")",'-2+3+cmd|' /C calc'!A0,'@SUM(A1),"a ""b"", c"\r\n` +
        `+9.3%,-0.8 pp,"-¥3,000",+1.2 个百分点\r\n`,
    )
  })
})
