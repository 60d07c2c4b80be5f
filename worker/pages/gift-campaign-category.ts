import GiftcampaignsCategoryPage from '../../client/pages/giftcampaigns-category-page.tsx';
import type { GiftCampaignCategoryPageProps } from '../../shared/types/gift-campaign.ts';
import { getGiftCampaignCategory } from '../data/gift-campaigns.ts';
import { notFound } from '../errors/app-error.ts';
import type { PageModule } from './page-module.ts';

/**
 * /giftcampaigns/{category}/ (cat 2, cat 4 Gift campaign redeem; decision
 * 026): a running campaign's category with the models a recipient may
 * choose, each linking to its product page in gift-campaign mode, and what
 * the recipient pays. An unknown category, or one whose campaign has not
 * started or has ended, is the 404 page ("Campaign not found.", cat 8).
 * The same for every visitor (the code is typed on the product page); not
 * for search engines: a campaign is for its recipients.
 */
export const giftcampaignsCategoryPage: PageModule<GiftCampaignCategoryPageProps> = {
  id: 'giftcampaignsCategory',
  component: GiftcampaignsCategoryPage,
  async load({ c, match, t }) {
    const category = await getGiftCampaignCategory(c.env.DB, (match.params.category ?? '').toLowerCase(), c.get('language'));
    if (!category) throw notFound(t('giftCampaign.notFound'));
    return {
      props: category,
      title: `${category.name} – ${category.campaignName}`,
      description: t('giftCampaign.category.intro', { campaign: category.campaignName }),
      robots: 'noindex, nofollow',
    };
  },
};
