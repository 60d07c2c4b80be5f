import type { CatalogueImport } from '../import-format.ts';
import type { ExistingCatalogue } from './existing-catalogue.ts';
import { reportRepeats, type Report } from './report-repeats.ts';

/**
 * Gift campaigns (cat 2 gift-campaign mode, decision 026): campaign ids and
 * slugs unique in the file, category ids, category slugs and codes unique
 * across the file's campaigns; a slug or code the database gives to another
 * campaign or category refused (the URL or the code would be ambiguous), a
 * stored category not moved to another campaign; every offered model known
 * to the file or the database, and the managing company to the database.
 */
export function validateGiftCampaigns(data: CatalogueImport, existing: ExistingCatalogue, models: Set<number>, report: Report): void {
  const campaigns = data.giftCampaigns;
  const { owners } = existing;
  reportRepeats(campaigns, (campaign) => campaign.id, 'giftCampaigns', 'id', report, { withFirst: true });
  reportRepeats(campaigns, (campaign) => campaign.slug, 'giftCampaigns', 'slug', report, { withFirst: true });
  const categories = campaigns.flatMap((campaign) => campaign.categories);
  reportRepeats(categories, (category) => category.id, 'giftCampaigns.categories', 'id', report, { withFirst: true });
  reportRepeats(categories, (category) => category.slug, 'giftCampaigns.categories', 'slug', report, { withFirst: true });
  reportRepeats(categories.flatMap((category) => category.codes), (code) => code, 'giftCampaigns.categories.codes', 'code', report, { withFirst: true });
  campaigns.forEach((campaign, i) => {
    const at = `giftCampaigns[${i}]`;
    const owner = owners.giftCampaigns.get(campaign.slug);
    if (owner !== undefined && owner !== campaign.id) report(`${at}.slug`, `slug "${campaign.slug}" belongs to gift campaign ${owner}`);
    if (campaign.companyId !== null && !existing.ids.companies.has(campaign.companyId) && !data.companies.some((company) => company.id === campaign.companyId)) report(`${at}.companyId`, `unknown company ${campaign.companyId}`);
    campaign.categories.forEach((category, c) => {
      const place = `${at}.categories[${c}]`;
      const slugOwner = owners.giftCampaignCategories.get(category.slug);
      if (slugOwner !== undefined && slugOwner !== category.id) report(`${place}.slug`, `slug "${category.slug}" belongs to gift campaign category ${slugOwner}`);
      const campaignOf = owners.giftCampaignCategoryOwners.get(String(category.id));
      if (campaignOf !== undefined && campaignOf !== campaign.id) report(`${place}.id`, `category ${category.id} belongs to gift campaign ${campaignOf}`);
      category.modelIds.forEach((modelId, j) => {
        if (!models.has(modelId)) report(`${place}.modelIds[${j}]`, `unknown model ${modelId}`);
      });
      reportRepeats(category.modelIds, (modelId) => modelId, `${place}.modelIds`, 'model', report, { withFirst: true });
      category.codes.forEach((code, j) => {
        const codeOwner = owners.giftCampaignCodes.get(code);
        if (codeOwner !== undefined && codeOwner !== category.id) report(`${place}.codes[${j}]`, `code ${code} belongs to gift campaign category ${codeOwner}`);
      });
    });
  });
}
