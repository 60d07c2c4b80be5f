import { describe, expect, it } from 'vitest';
import { emptyCatalogue } from '../import/existing-catalogue.ts';
import { validateImport } from '../import/validate-import.ts';
import { buildEnterpriseOrders } from './enterprise-orders.ts';
import { generateDemoCatalogue } from './generate-catalogue.ts';

describe('the demo enterprise orders', () => {
  it('pass the full import validation against a fresh database and come with the demo catalogue', () => {
    const result = validateImport({ format: 'kaira-catalogue', version: 1, enterpriseOrders: buildEnterpriseOrders() }, emptyCatalogue());
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect(generateDemoCatalogue({ models: 10 }).catalogue.enterpriseOrders).toEqual(buildEnterpriseOrders());
  });

  it("are the ski school's season order and the scouts' uniforms, naming no status so a re-seed keeps a closed one closed", () => {
    expect(buildEnterpriseOrders()).toEqual([
      { id: 7001, name: 'Lumivaara ski school, season 2026/27', organisation: 'Lumivaaran Hiihtokoulu Oy' },
      { id: 7002, name: 'Rinnepartio uniforms', organisation: 'Rinnepartio ry' },
    ]);
  });
});
