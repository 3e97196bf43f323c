/** The down chevron of a button that opens a list. */
export function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 15 15" aria-hidden="true" fill="none">
      <path
        d="M4 6l3.5 3.5L11 6"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
