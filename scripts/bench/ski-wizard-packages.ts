import type { D1Database } from '@cloudflare/workers-types';

/** How many different packages the ski wizard target rotates through. */
export const SKI_PACKAGE_COUNT = 64;

const VARIANTS = `SELECT v.id FROM variants v JOIN product_models m ON m.id = v.model_id
  JOIN product_model_prices p ON p.model_id = m.id AND p.tax_area_id = 1
  WHERE m.ski_wizard_sport = 'alpine' AND m.ski_wizard_group = ?1 AND m.is_public = 1 AND m.campaign_only = 0 AND m.is_rental = 0
  ORDER BY m.sold_amount DESC, v.id LIMIT ?2`;

/**
 * GET /api/compatible_products/ paths for alpine packages of the seeded demo
 * catalogue (the wizard asks after every choice): the best sellers' skis,
 * bindings and boots combined so that some fit and some do not.
 */
export async function skiPackagePaths(db: D1Database): Promise<string[]> {
  const ids = async (group: string) => (await db.prepare(VARIANTS).bind(group, SKI_PACKAGE_COUNT).all<{ id: number }>()).results.map((row) => row.id);
  const [skis, bindings, boots] = await Promise.all([ids('skis'), ids('bindings'), ids('boots')]);
  if (!skis.length || !bindings.length || !boots.length) throw new Error('the demo catalogue has no alpine skis, bindings or boots');
  return Array.from({ length: SKI_PACKAGE_COUNT }, (_, i) =>
    `/api/compatible_products/?ski_id=${skis[i % skis.length]}&binding_id=${bindings[(i * 7) % bindings.length]}&boot_id=${boots[(i * 13) % boots.length]}&tax_area=1&ski_type=laskettelu`);
}

/** autocannon requests that ask for each package in turn. */
export function rotatingPaths(paths: string[]): { setupRequest: (request: Record<string, unknown>) => Record<string, unknown> } {
  let count = 0;
  return {
    setupRequest(request) {
      count += 1;
      return { ...request, path: paths[count % paths.length] };
    },
  };
}
