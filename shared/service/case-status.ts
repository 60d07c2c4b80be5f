/**
 * The statuses of a return or a complaint case (cat 3 return statuses) and the
 * moves staff may make between them (issue 16 item 3). A case starts as
 * new-return; more_info-return waits for the customer's answer, which brings it
 * back to processing-return; processed-return and rejected-return close it, and
 * fixing-return is a complaint's repair under way.
 */
export const CASE_STATUSES = ['new-return', 'more_info-return', 'processing-return', 'processed-return', 'rejected-return', 'fixing-return'] as const;
export type CaseStatus = typeof CASE_STATUSES[number];

export const CASE_KINDS = ['return', 'complaint'] as const;
export type CaseKind = typeof CASE_KINDS[number];

const MOVES: Record<CaseStatus, readonly CaseStatus[]> = {
  'new-return': ['processing-return', 'more_info-return', 'fixing-return', 'processed-return', 'rejected-return'],
  'more_info-return': ['processing-return', 'fixing-return', 'processed-return', 'rejected-return'],
  'processing-return': ['more_info-return', 'fixing-return', 'processed-return', 'rejected-return'],
  'fixing-return': ['more_info-return', 'processing-return', 'processed-return', 'rejected-return'],
  'processed-return': [],
  'rejected-return': [],
};

export const isCaseStatus = (value: unknown): value is CaseStatus => typeof value === 'string' && (CASE_STATUSES as readonly string[]).includes(value);

/** The statuses staff may move a case to from `from`; a closed case moves no more. */
export const nextCaseStatuses = (from: CaseStatus): readonly CaseStatus[] => MOVES[from];

export const canMoveCase = (from: CaseStatus, to: CaseStatus): boolean => MOVES[from].includes(to);

/** Closed cases take no more answers from the customer and no more moves. */
export const isClosedCase = (status: CaseStatus): boolean => MOVES[status].length === 0;
