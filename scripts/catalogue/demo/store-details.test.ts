import { describe, expect, it } from 'vitest';
import { catalogueImportSchema } from '../import-format.ts';
import { createImageRegistry } from './image-jobs.ts';
import { RETAIL_STORE_IDS, stores } from './stores.ts';

const demoStores = () => stores(createImageRegistry());

describe('the demo stores\' pages (decision 035)', () => {
  it('give every retail store coordinates in Finland, a week, a description and the season\'s exception days, as the import accepts them', () => {
    const parsed = catalogueImportSchema.parse({ format: 'kaira-catalogue', version: 1, stores: demoStores() });
    const retail = parsed.stores.filter((store) => store.type === 'retail');
    expect(retail.map((store) => store.id)).toEqual([...RETAIL_STORE_IDS]);
    for (const store of retail) {
      expect(store.latitude, store.slug).toBeGreaterThan(59.5);
      expect(store.latitude, store.slug).toBeLessThan(70.1);
      expect(store.openingHours.length, store.slug).toBeGreaterThanOrEqual(6);
      expect(store.descriptions?.sv, store.slug).toMatch(/\S/);
      const dates = store.exceptionDays.map((day) => day.date);
      expect(dates, store.slug).toEqual([...dates].sort());
      expect(dates, store.slug).toContain('2026-12-06');
      // The weeks after the seed's date (DEFAULT_SEED 20261121).
      expect(dates.every((date) => date > '2026-11-21' && date < '2027-02-01'), store.slug).toBe(true);
    }
  });

  it('keep the web store and the warehouse without a page\'s data', () => {
    const others = demoStores().filter((store) => store.type !== 'retail');
    expect(others.map((store) => store.slug)).toEqual(['product', 'central-warehouse']);
    for (const store of others) expect(store).not.toHaveProperty('openingHours');
  });

  it('offer rental and repair in some stores and not in others', () => {
    const retail = demoStores().filter((store) => store.type === 'retail');
    for (const service of ['rental', 'repair'] as const) {
      const offering = retail.filter((store) => store[service]).length;
      expect(offering, service).toBeGreaterThan(0);
      expect(offering, service).toBeLessThan(retail.length);
    }
  });
});
