import { useMemo } from 'react'
import { tokens } from '@/theme'
import classes from './watermark.module.css'

const { width, height } = tokens.watermarkTile

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** An SVG tile of 2000 × 600 px with the text written diagonally a few times. */
export function watermarkTile(text: string): string {
  const safe = escapeXml(text)
  const rows = [0, 1, 2]
  const cols = [0, 1, 2, 3, 4]
  const texts = rows
    .flatMap((row) =>
      cols.map(
        (col) =>
          `<text x="${col * 400 + (row % 2) * 200 + 40}" y="${row * 200 + 120}" transform="rotate(-18 ${col * 400 + (row % 2) * 200 + 40} ${row * 200 + 120})">${safe}</text>`,
      ),
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g fill="rgba(0,0,0,0.07)" font-size="18" font-family="sans-serif">${texts}</g></svg>`
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`
}

/** A fixed layer over the page that never takes a click, printed on every page as well. */
export function Watermark({ text }: { text: string }) {
  const backgroundImage = useMemo(() => watermarkTile(text), [text])
  return (
    <div
      data-testid="watermark"
      data-watermark-text={text}
      aria-hidden="true"
      className={classes.root}
      style={{ backgroundImage, backgroundSize: `${width}px ${height}px` }}
    />
  )
}
