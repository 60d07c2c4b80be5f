import { notFound } from '../errors/app-error.ts';
import ListingPage from '../../client/pages/listing-page.tsx';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import type { GridSort } from '../../shared/types/grid.ts';
import type { ListingKind, ListingPageProps } from '../../shared/types/grid-page.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { getCampaign } from '../data/campaigns.ts';
import type { ProductListSelector } from '../data/product-list.ts';
import { routerFor } from '../i18n.ts';
import { breadcrumbList, gridSetupFor, serverGrid } from '../services/grid-page.ts';
import { absoluteUrlOf } from '../render/head.ts';
import { gridRequestOf } from './page-scope.ts';
import type { PageModule } from './page-module.ts';

/** The listing each route shows and the sort it opens with. */
const LISTINGS: Record<string, { kind: ListingKind; selector: ProductListSelector['kind']; defaultSort: GridSort }> = {
  newest: { kind: 'newest', selector: 'Newest', defaultSort: 'newest' },
  secondHand: { kind: 'secondHand', selector: 'SecondHand', defaultSort: 'newest' },
  campaignsClubOffers: { kind: 'clubOffers', selector: 'ClubOffers', defaultSort: 'offers' },
  campaign: { kind: 'campaign', selector: 'Campaign', defaultSort: 'default' },
};

/**
 * Product listings that reuse the grid (cat 2 other routes): /newest/,
 * /second-hand/, /campaigns/club-offers/ and /campaigns/{campaignSlug}/,
 * the last answering "Campaign not found." for an unknown campaign.
 */
export const listingPage: PageModule<ListingPageProps> = {
  id: 'listing',
  component: ListingPage,
  async load({ c, match, t, scope }) {
    const listing = LISTINGS[match.route.id];
    const language = c.get('language');
    const source = catalogueOf(c);
    let title = t(`listing.${listing.kind}`);
    let selector: ProductListSelector = { kind: listing.selector } as ProductListSelector;
    let alternatePaths: Partial<Record<Language, string>> | undefined;
    if (listing.kind === 'campaign') {
      const campaign = await getCampaign(source, language, (match.params.campaignSlug ?? '').toLowerCase());
      if (!campaign) throw notFound(t('grid.campaignNotFound'));
      title = campaign.name;
      selector = { kind: 'Campaign', slug: campaign.slug };
      alternatePaths = Object.fromEntries(LANGUAGES.map((other) => [other, routerFor(other).pathFor('campaign', { campaignSlug: campaign.slug })]));
    }
    const basePath = alternatePaths?.[language as Language] ?? c.get('localPath');
    const setup = await gridSetupFor(scope, {
      list: selector.kind === 'Campaign' ? { source: 'Campaign', slug: selector.slug } : { source: selector.kind },
      basePath,
      defaultSort: listing.defaultSort,
      subgroups: [],
      outletRibbon: false,
    });
    const absolute = (path: string) => absoluteUrlOf(c, path);
    const built = await serverGrid(gridRequestOf(c, scope), selector, setup, absolute);
    if (!built) throw notFound(t('grid.campaignNotFound'));
    const { grid, canonicalQuery, itemList } = built;
    const breadcrumbs = [{ name: title, path: basePath }];
    return {
      props: { kind: listing.kind, title, breadcrumbs, grid },
      title,
      description: t(`listing.${listing.kind}Description`, { name: title, brand: c.get('settings').brandName }),
      alternatePaths,
      canonicalQuery,
      jsonLd: [breadcrumbList(breadcrumbs, absolute), itemList],
    };
  },
};
