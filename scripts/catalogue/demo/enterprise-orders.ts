import type { CatalogueImportInput } from '../import-format.ts';

type DemoEnterpriseOrder = NonNullable<CatalogueImportInput['enterpriseOrders']>[number];

/**
 * The demo's enterprise orders (core 3 enterpriseOrder, cat 4): two open
 * orders staff can add products to, a ski school's season kit and a scout
 * group's uniforms. They name no status: new ones start open, and a re-seed
 * neither reopens one closed since nor touches the rows staff added.
 */
export function buildEnterpriseOrders(): DemoEnterpriseOrder[] {
  return [
    { id: 7001, name: 'Lumivaara ski school, season 2026/27', organisation: 'Lumivaaran Hiihtokoulu Oy' },
    { id: 7002, name: 'Rinnepartio uniforms', organisation: 'Rinnepartio ry' },
  ];
}
