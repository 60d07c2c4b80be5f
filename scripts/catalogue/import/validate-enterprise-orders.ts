import type { CatalogueImport } from '../import-format.ts';
import { reportRepeats, type Report } from './report-repeats.ts';

/** Enterprise orders (core 3 enterpriseOrder): one entry per id in the file. */
export function validateEnterpriseOrders(data: CatalogueImport, report: Report): void {
  reportRepeats(data.enterpriseOrders, (order) => order.id, 'enterpriseOrders', 'id', report, { withFirst: true });
}
