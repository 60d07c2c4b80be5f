import type { GiftCampaignTerms } from '../../../shared/types/gift-campaign.ts';
import { useMoney } from '../../hooks/use-money.ts';
import { useSite } from '../../site-context.tsx';

/**
 * What a campaign's recipient pays, as the category page and the product
 * page's code form say it (decision 026): the gift free or at the campaign's
 * price in the visitor's currency, and the delivery rule.
 */
export function useGiftTerms({ recipientPrice, freeDelivery }: GiftCampaignTerms): string {
  const { t } = useSite();
  const money = useMoney();
  const price = recipientPrice === 0 ? t('giftCampaign.terms.free') : t('giftCampaign.terms.price', { price: money(recipientPrice) });
  return `${price} ${t(freeDelivery ? 'giftCampaign.terms.freeDelivery' : 'giftCampaign.terms.paidDelivery')}`;
}
