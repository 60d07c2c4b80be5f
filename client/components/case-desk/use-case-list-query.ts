import { useState } from 'react';
import { CASE_STATUSES } from '../../../shared/service/case-status.ts';
import { useNavigation } from '../../navigation/navigation-context.tsx';

export interface CaseListFilters { status: string; store: string; page: number }

/** The filters a list's address names; anything it does not know shows everything. */
export function filtersOf(search: string): CaseListFilters {
  const query = new URLSearchParams(search);
  const status = query.get('status') ?? '';
  const store = query.get('store') ?? '';
  const page = query.get('page') ?? '';
  return {
    status: (CASE_STATUSES as readonly string[]).includes(status) ? status : '',
    store: /^[1-9]\d{0,9}$/.test(store) ? store : '',
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/** The filters as a query ('' when none): only what differs from "everything, page 1". */
export function filterQuery(filters: CaseListFilters): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.store) query.set('store', filters.store);
  if (filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * A staff list's filters and page, kept in the address (issue 16: a list can
 * be bookmarked). Used only below the staff gate, which renders in the
 * browser alone, so the address is there to read. A new filter starts at page 1.
 */
export function useCaseListQuery(): [CaseListFilters, (change: Partial<CaseListFilters>) => void] {
  const { replaceUrl } = useNavigation();
  const [filters, setFilters] = useState(() => filtersOf(location.search));
  const change = (next: Partial<CaseListFilters>) => {
    const value = { ...filters, page: 1, ...next };
    setFilters(value);
    replaceUrl(location.pathname + filterQuery(value));
  };
  return [filters, change];
}
