import type { CatalogueImport } from '../import-format.ts';
import type { ExistingCatalogue } from './existing-catalogue.ts';

type Report = (path: string, message: string) => void;

/** Each repeat of a key in one list: it would break a primary or unique key on insert. */
function repeats<T>(items: T[], keyOf: (item: T) => string | number, at: string, what: string, report: Report): void {
  const seen = new Map<string | number, number>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) report(`${at}[${index}]`, `duplicate ${what} ${key} (also at ${at}[${seen.get(key)}])`);
    else seen.set(key, index);
  });
}

/**
 * Gift campaigns (cat 2 gift-campaign mode): ids and slugs unique in the file,
 * a slug the database gives to another campaign refused (the URL would be
 * ambiguous), and every offered model known to the file or the database.
 */
export function validateGiftCampaigns(data: CatalogueImport, existing: ExistingCatalogue, models: Set<number>, report: Report): void {
  const campaigns = data.giftCampaigns;
  repeats(campaigns, (campaign) => campaign.id, 'giftCampaigns', 'id', report);
  repeats(campaigns, (campaign) => campaign.slug, 'giftCampaigns', 'slug', report);
  campaigns.forEach((campaign, i) => {
    const at = `giftCampaigns[${i}]`;
    const owner = existing.owners.giftCampaigns.get(campaign.slug);
    if (owner !== undefined && owner !== campaign.id) report(`${at}.slug`, `slug "${campaign.slug}" belongs to gift campaign ${owner}`);
    campaign.modelIds.forEach((modelId, j) => {
      if (!models.has(modelId)) report(`${at}.modelIds[${j}]`, `unknown model ${modelId}`);
    });
    repeats(campaign.modelIds, (modelId) => modelId, `${at}.modelIds`, 'model', report);
  });
}
