/** Generic result images for 403, 404 and 500, drawn inline so they cost no request. */
type Status = 403 | 404 | 500

const accents: Record<Status, string> = {
  403: 'var(--mantine-color-amber-6)',
  404: 'var(--mantine-color-brand-6)',
  500: 'var(--mantine-color-red-7)',
}
const line = 'var(--mantine-color-gray-4)'
const soft = 'var(--mantine-color-gray-1)'

export function ResultImage({ status, width = 240 }: { status: Status; width?: number }) {
  const accent = { fill: accents[status] }
  return (
    <svg width={width} viewBox="0 0 240 160" aria-hidden="true" data-result-image={status}>
      <ellipse cx="120" cy="146" rx="92" ry="8" style={{ fill: soft }} />
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
        {status}
      </text>
      {status === 403 ? (
        <path d="M170 104a10 10 0 0 1 20 0v6h4v20h-28v-20h4zm6 0v6h8v-6a4 4 0 0 0-8 0z" style={accent} />
      ) : null}
      {status === 500 ? <path d="M180 96l12 22h-24z" style={accent} /> : null}
      {status === 404 ? (
        <circle cx="182" cy="108" r="9" fill="none" style={{ stroke: accents[404] }} strokeWidth="4" />
      ) : null}
    </svg>
  )
}
