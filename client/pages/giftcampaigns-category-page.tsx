import type { GiftCampaignCategoryPageProps } from '../../shared/types/gift-campaign.ts';
import { useGiftTerms } from '../components/gift-campaign/use-gift-terms.ts';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { useSite } from '../site-context.tsx';

/**
 * /giftcampaigns/{category}/ (cat 2, cat 4 Gift campaign redeem): the
 * campaign's gifts in this category, what the recipient pays, and a card per
 * model leading to its page in gift-campaign mode, where the code is typed.
 */
export default function GiftcampaignsCategoryPage({ slug, name, campaignName, recipientPrice, freeDelivery, products }: GiftCampaignCategoryPageProps) {
  const { t, href } = useSite();
  const terms = useGiftTerms({ recipientPrice, freeDelivery });
  return (
    <div className="gift-category">
      <p className="gift-category__campaign">{campaignName}</p>
      <h1 className="page-heading">{name}</h1>
      <p className="gift-category__intro">{t('giftCampaign.category.intro', { campaign: campaignName })}</p>
      <p className="gift-category__terms">{terms}</p>
      {products.length === 0 ? <p className="gift-category__empty">{t('giftCampaign.category.empty')}</p> : (
        <ul className="gift-category__list">
          {products.map((product) => {
            // Model names often start with the brand already: it is not said twice.
            const brand = product.name.toLowerCase().startsWith(product.manufacturer.toLowerCase()) ? '' : `${product.manufacturer} `;
            return (
              <li key={product.modelId} className="gift-category__item">
                <a className="gift-category__link" href={href('giftcampaignProduct', { campaignSlug: slug, productSlug: product.slug })}>
                  <ResponsiveImage className="gift-category__image" src={product.image} alt="" width={480} height={480}
                    sizes="(max-width: 900px) 50vw, 300px" maxWidth={640} />
                  <span className="gift-category__name">{brand}{product.name}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
