import type { CatalogueImport } from '../import-format.ts';
import type { ExistingCatalogue } from './existing-catalogue.ts';
import { reportRepeats, type Report } from './report-repeats.ts';

/**
 * Gift campaigns (cat 2 gift-campaign mode): ids and slugs unique in the file,
 * a slug the database gives to another campaign refused (the URL would be
 * ambiguous), and every offered model known to the file or the database.
 */
export function validateGiftCampaigns(data: CatalogueImport, existing: ExistingCatalogue, models: Set<number>, report: Report): void {
  const campaigns = data.giftCampaigns;
  reportRepeats(campaigns, (campaign) => campaign.id, 'giftCampaigns', 'id', report, { withFirst: true });
  reportRepeats(campaigns, (campaign) => campaign.slug, 'giftCampaigns', 'slug', report, { withFirst: true });
  campaigns.forEach((campaign, i) => {
    const at = `giftCampaigns[${i}]`;
    const owner = existing.owners.giftCampaigns.get(campaign.slug);
    if (owner !== undefined && owner !== campaign.id) report(`${at}.slug`, `slug "${campaign.slug}" belongs to gift campaign ${owner}`);
    campaign.modelIds.forEach((modelId, j) => {
      if (!models.has(modelId)) report(`${at}.modelIds[${j}]`, `unknown model ${modelId}`);
    });
    reportRepeats(campaign.modelIds, (modelId) => modelId, `${at}.modelIds`, 'model', report, { withFirst: true });
  });
}
