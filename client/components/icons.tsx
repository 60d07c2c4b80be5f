/** Small decorative icons: always aria-hidden, the text next to them carries the meaning. */
export function ChevronIcon({ direction = 'down' }: { direction?: 'down' | 'right' | 'left' }) {
  const d = { down: 'M6 9l6 6 6-6', right: 'M9 6l6 6-6 6', left: 'M15 6l-6 6 6 6' }[direction];
  return (
    <svg className="icon icon--chevron" aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
