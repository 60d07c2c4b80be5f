import { EURO, formatAmount } from '../../../shared/money.ts';
import type { CampaignSummary } from '../../../shared/types/campaign-admin.ts';
import { useSite } from '../../site-context.tsx';

/** A campaign's days, what the recipient pays and how many codes were used. Prices are euro as the campaign stores them. */
export function CampaignSummaryFacts({ campaign }: { campaign: CampaignSummary }) {
  const { t, config } = useSite();
  const day = (value: string) => new Intl.DateTimeFormat(config.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  const price = campaign.recipient_price === 0 ? t('campaignAdmin.summary.free')
    : formatAmount(campaign.recipient_price, EURO, config.language);
  return (
    <dl className="campaign-admin__facts">
      <div><dt>{t('campaignAdmin.summary.dates')}</dt><dd>{day(campaign.starts_on)} – {day(campaign.ends_on)}</dd></div>
      <div><dt>{t('campaignAdmin.summary.price')}</dt><dd>{price}</dd></div>
      <div><dt>{t('campaignAdmin.summary.delivery')}</dt><dd>{t(campaign.free_delivery ? 'campaignAdmin.summary.deliveryFree' : 'campaignAdmin.summary.deliveryPaid')}</dd></div>
      <div><dt>{t('campaignAdmin.summary.codes')}</dt><dd>{campaign.codes}</dd></div>
      <div><dt>{t('campaignAdmin.summary.redeemed')}</dt><dd>{campaign.redeemed}</dd></div>
    </dl>
  );
}
