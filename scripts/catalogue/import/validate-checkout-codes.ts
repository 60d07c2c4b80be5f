import type { CatalogueImport } from '../import-format.ts';
import type { ExistingCatalogue } from './existing-catalogue.ts';
import { reportRepeats, type Report } from './report-repeats.ts';

/**
 * Discount codes and gift cards (cat 5, core 7). Codes match case-insensitively
 * (core 4) and the shopper types both kinds into the same field, so a code,
 * lower-cased, belongs to one discount code or gift card: in the file and
 * against the database alike (to move a code, rename its old owner first).
 * A gift card new to the database needs its balance; an existing one without
 * it keeps the stored balance.
 */
export function validateCheckoutCodes(data: CatalogueImport, existing: ExistingCatalogue, report: Report): void {
  const { discountCodes, giftCards } = data;
  reportRepeats(discountCodes, (c) => c.id, 'discountCodes', 'id', report, { withFirst: true });
  reportRepeats(discountCodes, (c) => c.code.toLowerCase(), 'discountCodes', 'code', report, { withFirst: true });
  reportRepeats(giftCards, (card) => card.id, 'giftCards', 'id', report, { withFirst: true });
  reportRepeats(giftCards, (card) => card.code.toLowerCase(), 'giftCards', 'code', report, { withFirst: true });

  const fileCodes = new Map<string, number>();
  for (const c of discountCodes) if (!fileCodes.has(c.code.toLowerCase())) fileCodes.set(c.code.toLowerCase(), c.id);
  const { discountCodes: storedCodes, giftCards: storedCards } = existing.owners;
  discountCodes.forEach((c, i) => {
    const key = c.code.toLowerCase();
    const owner = storedCodes.get(key);
    if (owner !== undefined && owner !== c.id) report(`discountCodes[${i}].code`, `code "${c.code}" belongs to discount code ${owner}`);
    const card = storedCards.get(key);
    if (card !== undefined) report(`discountCodes[${i}].code`, `code "${c.code}" belongs to gift card ${card}`);
  });
  giftCards.forEach((card, i) => {
    const at = `giftCards[${i}]`;
    const key = card.code.toLowerCase();
    const owner = storedCards.get(key);
    if (owner !== undefined && owner !== card.id) report(`${at}.code`, `code "${card.code}" belongs to gift card ${owner}`);
    const code = fileCodes.get(key) ?? storedCodes.get(key);
    if (code !== undefined) report(`${at}.code`, `code "${card.code}" belongs to discount code ${code}`);
    if (card.balance === undefined && !existing.ids.giftCards.has(card.id)) report(`${at}.balance`, 'a new gift card needs a balance');
  });
}
