import fc from 'fast-check'

/**
 * Generators shared by the property tests: strings built from the pieces that URL parsers, routers
 * and header parsers are known to trip on.
 */

/** Pieces of hostile URLs: slashes and their look-alikes, encodings, schemes, blanks and controls. */
export const urlPieces = [
  '/',
  '//',
  '\\',
  '/\\',
  '\\/',
  '.',
  '..',
  './',
  '../',
  '%2e',
  '%2E',
  '%2e%2e',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%09',
  '%0a',
  '%0D',
  '%00',
  '%',
  '%%',
  '%E0%A4%A',
  '%zz',
  '@',
  ':',
  ';',
  '#',
  '?',
  '&',
  '=',
  'evil.example',
  'EVIL.EXAMPLE',
  'evil.example:443',
  'user:pass@evil.example',
  'javascript:',
  'JaVaScRiPt:',
  'java\tscript:',
  'data:',
  'vbscript:',
  'http:',
  'https:',
  'HTTPS:',
  'file:',
  'blob:',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u2028',
  '\u3000',
  '\ufeff',
  '\u200b',
  '\u202e',
  '\uff0f',
  '\u2215',
  '\u2044',
  '\uff3c',
  '\u3002',
  'ⓔⓥⓘⓛ',
  'é',
  '报告',
  'sellers',
  'report-platform',
  '/sellers/report-platform',
  '/sellers/report-platform/',
  'login',
  '/login',
  '/staff/login',
  'index',
  '/index',
  '/report/1/2026-W47',
  'alert(1)',
  '<script>',
] as const

/** A path of dot segments, empty segments, encodings and the base path: what path normalisation folds. */
export const dotPath: fc.Arbitrary<string> = fc
  .array(
    fc.constantFrom(
      '',
      '',
      '.',
      '..',
      '%2e',
      '%2E%2e',
      '.%2E',
      'a',
      'sellers',
      'report-platform',
      'evil.example',
      '@evil.example',
      '\\',
    ),
    {
      maxLength: 6,
    },
  )
  .map((segments) => `/${segments.join('/')}`)

/** Any string of those pieces, plus arbitrary text, arbitrary code points and real web URLs. */
export const hostileUrlish: fc.Arbitrary<string> = fc.oneof(
  dotPath,
  fc.array(fc.constantFrom(...urlPieces), { maxLength: 8 }).map((pieces) => pieces.join('')),
  fc
    .tuple(
      fc.constantFrom(...urlPieces),
      fc.constantFrom(...urlPieces),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
    )
    .map(([a, b, url]) => `${a}${b}${url}`),
  fc
    .tuple(fc.constantFrom('/', '//', '/\\', '/./', '/../', '/%2e/'), fc.webUrl())
    .map(([prefix, url]) => prefix + url.replace(/^[a-z]+:\/\//, '')),
  fc.mixedCase(fc.webUrl()),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((text) => `/${text}`),
  fc.string({ unit: fc.constantFrom('/', '\\', '.', '%', '2', 'e', 'f', '5', 'c', ':', '@', 'x'), maxLength: 16 }),
)

/** A path segment as the router hands it over (decoded): anything, including blanks, controls and unicode. */
export const anySegment: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.array(fc.constantFrom(...urlPieces), { maxLength: 5 }).map((pieces) => pieces.join('')),
  fc.constantFrom(
    '0',
    '00',
    '01',
    '-1',
    '+1',
    '1e3',
    '1.0',
    '0x10',
    ' 1',
    '1 ',
    '１',
    '9007199254740993',
    '99999999999999999999',
    'NaN',
    'Infinity',
    '2026-W47',
    '2026-11',
    'a'.repeat(33),
    '__proto__',
    'constructor',
  ),
  fc.integer().map(String),
  fc.bigInt().map(String),
)

/** A search value as TanStack Router's JSON-first parser hands it over: a string or any JSON value. */
export const anySearchValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '1.5',
    '1e3',
    '100000',
    '100001',
    '20',
    '7',
    '',
    ' ',
    'NaN',
    '<script>',
    '2026-W47',
    '../x',
  ),
  fc.integer(),
  fc.double(),
)
