import { describe, expect, it } from 'vitest';
import { caseTokenOf } from '../../pages/service-case-page.tsx';
import { filterQuery, filtersOf } from './use-case-list-query.ts';

describe('a staff list\'s filters in its address (issue 16 item 3)', () => {
  it('reads the filters it knows and shows everything for anything else', () => {
    expect(filtersOf('?status=fixing-return&store=12&page=3')).toEqual({ status: 'fixing-return', store: '12', page: 3 });
    expect(filtersOf('?status=closed&store=x&page=0')).toEqual({ status: '', store: '', page: 1 });
    expect(filtersOf('')).toEqual({ status: '', store: '', page: 1 });
  });

  it('writes only what differs from everything on page 1, so the address reads back the same', () => {
    expect(filterQuery({ status: '', store: '', page: 1 })).toBe('');
    const query = filterQuery({ status: 'new-return', store: '4', page: 2 });
    expect(query).toBe('?status=new-return&store=4&page=2');
    expect(filtersOf(query)).toEqual({ status: 'new-return', store: '4', page: 2 });
  });
});

describe('the case page\'s token (issue 16 item 3)', () => {
  it('is the address\'s last segment when it can be a token, in any language\'s path', () => {
    const token = 'a'.repeat(43);
    expect(caseTokenOf(`/service-cases/${token}/`)).toBe(token);
    expect(caseTokenOf(`/en/palvelupyynnot/${token}/`)).toBe(token);
    expect(caseTokenOf('/service-cases/short/')).toBeNull();
    expect(caseTokenOf('/service-cases/')).toBeNull();
  });
});
