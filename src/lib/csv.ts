// Excel reads UTF-8 (Chinese included) only when the file starts with a byte-order mark.
const BOM = '\uFEFF'
// A cell starting so is a formula to a spreadsheet, and a server's text must never run as one; a signed
// number with at most a unit after it (`-¥3,000`, `+0.8 pp`) calls nothing and stays as it is.
const FORMULA_START = /^[=+\-@\t\r]/
const SIGNED_NUMBER = /^[+-]\p{Sc}?\d[\d.,%\s\p{L}]*$/u

function csvCell(text: string): string {
  const inert = FORMULA_START.test(text) && !SIGNED_NUMBER.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert
}

/** Rows as CSV text (RFC 4180, CRLF), with the byte-order mark. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
