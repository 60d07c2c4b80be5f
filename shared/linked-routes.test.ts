import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import fi from '../locales/fi.json' with { type: 'json' };
import { LINKED_ROUTE_IDS, linkedRoutePaths } from './linked-routes.ts';
import { dictionaryOf } from './route-paths.ts';
import { ROUTES } from './route-table.ts';

describe('linked routes (the browser dictionary\'s route paths)', () => {
  it('names only routes of the route table, each once', () => {
    const routeIds = new Set(ROUTES.map((route) => route.id));
    expect(LINKED_ROUTE_IDS.filter((id) => !routeIds.has(id))).toEqual([]);
    expect(new Set(LINKED_ROUTE_IDS).size).toBe(LINKED_ROUTE_IDS.length);
  });

  it('keeps each linked route\'s localised path and leaves the others out', () => {
    const paths = dictionaryOf(fi).routePaths;
    const linked = linkedRoutePaths(paths);
    expect(Object.keys(linked).sort()).toEqual([...LINKED_ROUTE_IDS].sort());
    expect(linked.accountsLogin).toBe(paths.accountsLogin);
    expect(linked.orderPaymentCancelled).toBeUndefined();
    expect(Object.values(linkedRoutePaths(dictionaryOf(en).routePaths)).every((path) => path.startsWith('/'))).toBe(true);
  });
});
