/** The 404 result image, drawn inline so it costs no request. */
const accent = { fill: 'var(--mantine-color-brand-6)' }
const line = 'var(--mantine-color-gray-4)'

export function ResultImage({ width = 240 }: { width?: number }) {
  return (
    <svg width={width} viewBox="0 0 240 160" aria-hidden="true" data-result-image="404">
      <ellipse cx="120" cy="146" rx="92" ry="8" style={{ fill: 'var(--mantine-color-gray-1)' }} />
      <rect
        x="44"
        y="22"
        width="152"
        height="108"
        rx="12"
        style={{ fill: 'var(--mantine-color-white)', stroke: line }}
        strokeWidth="2"
      />
      <rect x="44" y="22" width="152" height="22" rx="12" style={accent} opacity="0.15" />
      <circle cx="60" cy="33" r="4" style={accent} />
      <circle cx="74" cy="33" r="4" style={{ fill: line }} />
      <circle cx="88" cy="33" r="4" style={{ fill: line }} />
      <text
        x="120"
        y="100"
        textAnchor="middle"
        fontSize="40"
        fontWeight="700"
        style={accent}
        fontFamily="Arial, sans-serif"
      >
        404
      </text>
      <circle cx="182" cy="108" r="9" fill="none" style={{ stroke: accent.fill }} strokeWidth="4" />
    </svg>
  )
}
