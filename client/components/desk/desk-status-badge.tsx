/**
 * A status on the staff desk (a case's cat 3 return status, an order's
 * status): its label in a badge; `status` picks the colour from the
 * stylesheet (data-status), so a closed case reads apart from an open one.
 */
export function DeskStatusBadge({ status, label }: { status: string; label: string }) {
  return <span className="desk-badge" data-status={status}>{label}</span>;
}
