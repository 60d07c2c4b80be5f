import { HTTPException } from 'hono/http-exception';
import ProductPage from '../../client/pages/product-page.tsx';
import type { ProductPageProps } from '../../shared/types/product-page.ts';
import { pageNotFoundMessage } from '../render/error-response.ts';
import type { LoadedPage, PageLoadContext, PageModule, PageRedirect } from './page-module.ts';
import { loadProductPage } from './product.ts';

/**
 * The product page's own routes (cat 2): /old/{manufacturerSlug}/{subs...}/
 * and gift-campaign mode /giftcampaigns/{campaignSlug}/{productSlug}/. The
 * plain /{manufacturerSlug}/{subs...}/ form comes through the catch-all (content.ts).
 */
export const productPage: PageModule<ProductPageProps> = {
  id: 'product',
  component: ProductPage,
  load({ c, match }: PageLoadContext): Promise<LoadedPage<ProductPageProps> | PageRedirect> {
    if (match.route.id === 'giftcampaignProduct') {
      return loadProductPage(c, {
        slug: (match.params.productSlug ?? '').toLowerCase(),
        manufacturerSlug: null,
        oldPath: false,
        mode: 'giftcampaign',
        giftCampaignSlug: (match.params.campaignSlug ?? '').toLowerCase(),
      });
    }
    const subs = (match.params.slug ?? '').toLowerCase().split('/').filter(Boolean);
    if (subs.length === 0) throw new HTTPException(404, { message: pageNotFoundMessage(c) });
    return loadProductPage(c, {
      slug: subs[subs.length - 1],
      manufacturerSlug: (match.params.manufacturerSlug ?? '').toLowerCase(),
      oldPath: true,
      mode: 'normal',
    });
  },
};
