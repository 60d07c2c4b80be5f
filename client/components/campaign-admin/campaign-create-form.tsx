import { CAMPAIGN_FIELDS, campaignCreateSchema, MAX_CAMPAIGN_NAME_LENGTH } from '../../../shared/gift-campaign/campaign-admin-schema.ts';
import type { CampaignDetail } from '../../../shared/types/campaign-admin.ts';
import { useSite } from '../../site-context.tsx';
import { AccountAlert } from '../account/account-alert.tsx';
import { CheckboxField } from '../account/checkbox-field.tsx';
import { useAccountForm } from '../account/use-account-form.ts';
import { TextField } from '../order/text-field.tsx';
import { checkWith, ORG_CAMPAIGNS_API, postOrg } from './org-calls.ts';

type Values = { name: string; starts_on: string; ends_on: string; recipient_price: string; free_delivery: boolean };

/** A new campaign: its name, first and last day, what the recipient pays and whether delivery is free. */
export function CampaignCreateForm({ onCreated }: { onCreated: (campaign: CampaignDetail) => void }) {
  const { t, config } = useSite();
  const form = useAccountForm<Values, CampaignDetail>({
    initial: { name: '', starts_on: '', ends_on: '', recipient_price: '0', free_delivery: true },
    order: CAMPAIGN_FIELDS,
    check: checkWith(campaignCreateSchema),
    send: (values) => postOrg<CampaignDetail>(ORG_CAMPAIGNS_API, values, config.language),
    onSent: onCreated,
  });
  const label = (field: string) => t(`campaignAdmin.fields.${field}`);
  return (
    <>
      <form className="account-form" noValidate onSubmit={form.submit} aria-busy={form.sending}>
        <TextField {...form.textField('name')} label={label('name')} autoComplete="off" maxLength={MAX_CAMPAIGN_NAME_LENGTH} />
        <div className="campaign-admin__pair">
          <TextField {...form.textField('starts_on')} label={label('starts_on')} type="date" autoComplete="off" />
          <TextField {...form.textField('ends_on')} label={label('ends_on')} type="date" autoComplete="off" />
        </div>
        <TextField {...form.textField('recipient_price')} label={label('recipient_price')} hint={t('campaignAdmin.priceHint')} autoComplete="off" inputMode="decimal" maxLength={9} />
        <CheckboxField name="free_delivery" label={label('free_delivery')} checked={form.values.free_delivery} onChange={(checked) => form.set('free_delivery', checked)} />
        <button className="button button--primary account-form__submit" type="submit" disabled={form.sending}>
          {form.sending ? t('campaignAdmin.sending') : t('campaignAdmin.submit')}
        </button>
      </form>
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
    </>
  );
}
