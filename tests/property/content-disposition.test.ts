import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { DEFAULT_FILENAME, filenameFromContentDisposition, sanitizeFilename } from '@/lib/download'

/**
 * The Content-Disposition parser over generated headers: never throws, and always gives a
 * name that is safe to save: not empty, no path separator, no control character, not a dot name.
 */
function expectSafeName(name: string, header?: unknown) {
  const where = JSON.stringify(header)
  expect(typeof name).toBe('string')
  expect(name.length, where).toBeGreaterThan(0)
  expect(name.length, where).toBeLessThanOrEqual(255)
  expect(name, where).not.toMatch(/[/\\]/)
  // Every Unicode control character (C0, DEL, C1).
  expect(name, where).not.toMatch(/\p{Cc}/u)
  // Bidi controls, which can disguise an extension (`x\u202Efdp.exe` shows as `xexe.pdf`).
  expect(name, where).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/)
  expect(name.trim(), where).toBe(name)
  expect(name, where).not.toMatch(/^[.\s]*$/)
}

/** Text a server might put in a file name: any code point, plus separators, dots, quotes and controls. */
const nameText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({
    unit: fc.constantFrom(
      '.',
      '/',
      '\\',
      '"',
      "'",
      ';',
      '=',
      '*',
      '%',
      ' ',
      '\t',
      '\u0000',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009b',
      'a',
      '报',
      'é',
      '\u202e',
      '\u2066',
      '\u200f',
    ),
    maxLength: 20,
  }),
  fc.constantFrom('..', '.', '../../etc/passwd', 'C:\\Windows\\win.ini', 'report.csv', ' ', '', 'a'.repeat(300)),
)

/** Percent-encoding of any text, sometimes broken (a cut-off or invalid escape). */
const encoded = fc.oneof(
  nameText.map(encodeURIComponent),
  fc
    .tuple(nameText.map(encodeURIComponent), fc.constantFrom('%', '%E0%A4%A', '%zz', '%C3', '%00', '%2F', '%5C', '%0A'))
    .map(([text, broken]) => text + broken),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
)

const blanks = fc.constantFrom('', ' ', '  ', '\t')
const casing = (word: string) => fc.mixedCase(fc.constant(word))

/** One parameter of the header, in every form the parser reads, well formed or not. */
const parameter = fc.oneof(
  fc
    .tuple(casing('filename*'), blanks, fc.constantFrom("UTF-8''", "utf-8'en'", "ISO-8859-1''", "''", "'", ''), encoded)
    .map(([key, blank, prefix, value]) => `${key}${blank}=${blank}${prefix}${value}`),
  fc
    .tuple(casing('filename*'), fc.constantFrom("UTF-8''"), encoded)
    .map(([key, prefix, value]) => `${key}="${prefix}${value}"`),
  fc
    .tuple(casing('filename'), blanks, nameText)
    .map(([key, blank, value]) => `${key}${blank}=${blank}"${value.replace(/["\\]/g, '\\$&')}"`),
  fc.tuple(casing('filename'), nameText).map(([key, value]) => `${key}="${value}"`),
  fc.tuple(casing('filename'), nameText).map(([key, value]) => `${key}=${value}`),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.string({ unit: 'binary', maxLength: 12 }))
    .map(([key, value]) => `${key}=${value}`),
  fc.string({ unit: 'binary', maxLength: 20 }),
)

const header = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('attachment', 'inline', 'ATTACHMENT', 'form-data', '', 'x'),
      fc.array(parameter, { maxLength: 4 }),
      fc.constantFrom(';', '; ', ' ;', ';;'),
    )
    .map(([type, params, separator]) => [type, ...params].join(separator)),
  fc.string({ unit: 'binary', maxLength: 80 }),
)

describe('filenameFromContentDisposition over generated headers', () => {
  it('never throws and always gives a safe, non-empty name', () => {
    fc.assert(
      fc.property(fc.oneof(header, fc.constantFrom(null, undefined, '')), (value) => {
        expectSafeName(filenameFromContentDisposition(value), value)
      }),
      { numRuns: 5000 },
    )
  })

  it('gives back an ordinary name exactly, in each of the three forms', () => {
    const ordinary = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
      .filter((name) => sanitizeFilename(name) === name && !/[";\\]/.test(name))
    fc.assert(
      fc.property(ordinary, (name) => {
        expect(filenameFromContentDisposition(`attachment; filename*=UTF-8''${encodeURIComponent(name)}`)).toBe(name)
        expect(filenameFromContentDisposition(`attachment; filename="${name}"`)).toBe(name)
        if (/^[^\s;"]+$/.test(name)) expect(filenameFromContentDisposition(`attachment; filename=${name}`)).toBe(name)
      }),
      { numRuns: 1000 },
    )
  })

  it('prefers filename* over filename, in either order', () => {
    const simple = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}\.(csv|pdf)$/)
    fc.assert(
      fc.property(simple, simple, (extended, plain) => {
        const star = `filename*=UTF-8''${encodeURIComponent(extended)}`
        expect(filenameFromContentDisposition(`attachment; ${star}; filename="${plain}"`)).toBe(extended)
        expect(filenameFromContentDisposition(`attachment; filename="${plain}"; ${star}`)).toBe(extended)
      }),
    )
  })

  it('sanitizeFilename makes any text a safe name', () => {
    fc.assert(
      fc.property(nameText, (name) => {
        const safe = sanitizeFilename(name)
        expectSafeName(safe, name)
        if (safe !== DEFAULT_FILENAME) expect(sanitizeFilename(safe)).toBe(safe)
      }),
      { numRuns: 3000 },
    )
  })
})
