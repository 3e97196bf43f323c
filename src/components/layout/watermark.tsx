import { useMemo } from 'react'
import { tokens } from '@/theme'
import classes from './watermark.module.css'

const { width, height } = tokens.watermarkTile

/** An SVG tile of 2000 × 600 px with the text (escaped for XML) written diagonally in three rows of five. */
export function watermarkTile(text: string): string {
  const safe = text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
  const texts = [0, 1, 2].flatMap((row) =>
    [0, 1, 2, 3, 4].map((col) => {
      const [x, y] = [col * 400 + (row % 2) * 200 + 40, row * 200 + 120]
      return `<text x="${x}" y="${y}" transform="rotate(-18 ${x} ${y})">${safe}</text>`
    }),
  )
  const group = `<g fill="rgba(0,0,0,0.07)" font-size="18" font-family="sans-serif">${texts.join('')}</g>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${group}</svg>`
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
