import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DISABLED_COUNTRY_CODES, EU_COUNTRY_CODES, REFERENCE_COUNTRY_CODES } from './reference-countries.ts';

const rows = [...readFileSync('migrations/0002_locale_reference_data.sql', 'utf8')
  .matchAll(/INSERT INTO countries \(code, currency_code, tax_area_id, is_eu_member, is_enabled, sort_order\) VALUES \('([a-z]{2})', '[a-z]+', \d+, (\d), (\d), \d+\);/g)]
  .map(([, code, eu, enabled]) => ({ code, eu: eu === '1', enabled: enabled === '1' }));

describe('the reference countries', () => {
  it('are the countries of migration 0002, in its order', () => {
    expect(rows.length).toBeGreaterThan(50);
    expect(REFERENCE_COUNTRY_CODES).toEqual(rows.map((row) => row.code));
  });

  it('mark the same EU members and disabled countries as the migration', () => {
    expect([...EU_COUNTRY_CODES].sort()).toEqual(rows.filter((row) => row.eu).map((row) => row.code).sort());
    expect([...DISABLED_COUNTRY_CODES].sort()).toEqual(rows.filter((row) => !row.enabled).map((row) => row.code).sort());
  });
});
