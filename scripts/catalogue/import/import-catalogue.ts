import type { D1Database } from '@cloudflare/workers-types';
import { changeCustomerRoles } from '../../../worker/services/auth/customer-roles.ts';
import { indexSearchModels } from '../../../worker/data/search-index.ts';
import { checkoutCodeStatements } from './checkout-code-statements.ts';
import { companyStatements, companyUserStatements } from './company-statements.ts';
import { contentStatements } from './content-statements.ts';
import { deliveryStatements } from './delivery-statements.ts';
import { enterpriseOrderStatements } from './enterprise-order-statements.ts';
import { readExistingCatalogue } from './existing-catalogue.ts';
import { giftCampaignStatements } from './gift-campaign-statements.ts';
import { blogStatements } from './blog-statements.ts';
import { modelStatements } from './model-statements.ts';
import { referenceStatements } from './reference-statements.ts';
import { skiSpecStatements } from './ski-spec-statements.ts';
import { searchIndexScope } from './search-index-scope.ts';
import { storeStatements } from './store-statements.ts';
import type { Statement } from './sql-rows.ts';
import { validateImport, type ImportIssue } from './validate-import.ts';

/** Statements per D1 batch: each batch is one transaction and one round trip. */
const BATCH_SIZE = 200;

export type ImportResult =
  | { ok: true; statements: number; version: number; counts: Record<string, number> }
  | { ok: false; issues: ImportIssue[] };

export interface ImportOptions {
  onProgress?: (done: number, total: number) => void;
  /** The version bump's timestamp (tests and the seed pass a fixed one). */
  now?: string;
}

/**
 * Validates a catalogue document against the database and, only if it is
 * entirely valid, upserts it in batches and bumps the catalogue version so
 * every cached response from before is unreachable (architecture decision 5).
 * Runs the same in the import script (Node, through wrangler's platform proxy)
 * and inside workerd (tests).
 */
export async function importCatalogue(db: D1Database, document: unknown, options: ImportOptions = {}): Promise<ImportResult> {
  const existing = await readExistingCatalogue(db);
  const result = validateImport(document, existing);
  if (!result.ok) return result;
  const { data, groups } = result;

  const statements: Statement[] = [
    ...referenceStatements(data, existing, groups),
    ...storeStatements(data),
    ...modelStatements(data),
    ...skiSpecStatements(data),
    ...deliveryStatements(data),
    ...contentStatements(data),
    // The blog after the models its posts name.
    ...blogStatements(data),
    // Companies before the gift campaigns that name them.
    ...companyStatements(data, options.now ?? new Date().toISOString()),
    ...giftCampaignStatements(data, options.now ?? new Date().toISOString()),
    ...checkoutCodeStatements(data),
    ...enterpriseOrderStatements(data, options.now ?? new Date().toISOString()),
    { sql: 'UPDATE catalogue_version SET version = version + 1, updated_at = ? WHERE id = 1', params: [options.now ?? new Date().toISOString()] },
  ];
  const bump = statements.pop()!;
  try {
    for (let start = 0; start < statements.length; start += BATCH_SIZE) {
      const batch = statements.slice(start, start + BATCH_SIZE);
      await db.batch(batch.map((statement) => db.prepare(statement.sql).bind(...statement.params)));
      options.onProgress?.(Math.min(start + BATCH_SIZE, statements.length + 1), statements.length + 1);
    }
    // The search index follows the rows just written, before the bump makes them visible (decision 032).
    const searchScope = searchIndexScope(data);
    if (searchScope) await indexSearchModels(db, searchScope);
  } finally {
    // Each batch commits on its own: even a write that failed midway has changed the catalogue,
    // so cached responses from before must go either way.
    await db.prepare(bump.sql).bind(...bump.params).run();
    options.onProgress?.(statements.length + 1, statements.length + 1);
  }
  // Accounts are not catalogue rows: they go through the one role service the `npm run user` command uses (decision 021).
  const now = new Date(options.now ?? Date.now());
  for (const user of data.users) {
    await changeCustomerRoles(db, user.email, { kind: 'set', roles: user.roles }, { now, language: user.language });
  }
  // A company's users once their accounts exist (decision 027).
  const companyUsers = companyUserStatements(data);
  if (companyUsers.length) await db.batch(companyUsers.map((statement) => db.prepare(statement.sql).bind(...statement.params)));
  const version = await db.prepare('SELECT version FROM catalogue_version WHERE id = 1').first<number>('version');
  return {
    ok: true,
    statements: statements.length + 1,
    version: version ?? 0,
    counts: {
      productGroups: data.productGroups.length,
      manufacturers: data.manufacturers.length,
      models: data.models.length,
      variants: data.models.reduce((total, model) => total + model.variants.length, 0),
      staticPages: data.staticPages.length,
      banners: data.banners.length,
      deliveryMethods: data.deliveryMethods.length,
      pickupPoints: data.pickupPoints.length,
      giftCampaigns: data.giftCampaigns.length,
      discountCodes: data.discountCodes.length,
      giftCards: data.giftCards.length,
      enterpriseOrders: data.enterpriseOrders.length,
      users: data.users.length,
      blogPosts: data.blogPosts.length,
    },
  };
}
