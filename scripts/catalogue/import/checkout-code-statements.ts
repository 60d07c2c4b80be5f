import type { CatalogueImport } from '../import-format.ts';
import { flag, insertRows, type Statement } from './sql-rows.ts';

const CODE_COLUMNS = ['id', 'code', 'kind', 'value', 'min_basket', 'starts_at', 'ends_at', 'usage_limit', 'is_enabled'];

/**
 * Discount codes and gift cards (migrations/0005_checkout_pricing.sql),
 * upserted by id; those the file leaves out are kept. The checkout changes
 * used_count and balance, so a row whose file entry leaves them out does not
 * name those columns: an existing row keeps its stored value, a new discount
 * code starts at the column default 0 (a new gift card always has a balance,
 * validate-checkout-codes.ts sees to that).
 */
export function checkoutCodeStatements(data: CatalogueImport): Statement[] {
  const codeRow = (c: CatalogueImport['discountCodes'][number]) =>
    [c.id, c.code, c.kind, c.value, c.minBasket, c.startsAt, c.endsAt, c.usageLimit, flag(c.isEnabled)];
  const counted = data.discountCodes.filter((c) => c.usedCount !== undefined);
  const uncounted = data.discountCodes.filter((c) => c.usedCount === undefined);

  const withBalance = data.giftCards.filter((card) => card.balance !== undefined);
  // An UPDATE rather than an upsert: SQLite checks balance NOT NULL before it looks for the conflicting row.
  const keptBalance = data.giftCards.filter((card) => card.balance === undefined).map((card): Statement => ({
    sql: 'UPDATE gift_cards SET code = ?, expires_at = ?, is_enabled = ? WHERE id = ?',
    params: [card.code, card.expiresAt, flag(card.isEnabled), card.id],
  }));
  return [
    ...insertRows('discount_codes', [...CODE_COLUMNS, 'used_count'], counted.map((c) => [...codeRow(c), c.usedCount!]), ['id']),
    ...insertRows('discount_codes', CODE_COLUMNS, uncounted.map(codeRow), ['id']),
    ...insertRows('gift_cards', ['id', 'code', 'balance', 'expires_at', 'is_enabled'],
      withBalance.map((card) => [card.id, card.code, card.balance!, card.expiresAt, flag(card.isEnabled)]), ['id']),
    ...keptBalance,
  ];
}
