import { useState } from 'react';
import { categorySchema, MAX_CAMPAIGN_NAME_LENGTH } from '../../../shared/gift-campaign/campaign-admin-schema.ts';
import type { CampaignCategory, CampaignDetail, CategoryModel } from '../../../shared/types/campaign-admin.ts';
import { useSite } from '../../site-context.tsx';
import { AccountAlert } from '../account/account-alert.tsx';
import { useAccountForm } from '../account/use-account-form.ts';
import { TextField } from '../order/text-field.tsx';
import { ModelPicker } from './model-picker.tsx';
import { campaignApi, checkWith, postOrg } from './org-calls.ts';

interface CategoryEditorProps {
  campaignId: number;
  /** The category to change; none for a new one. */
  category?: CampaignCategory;
  onSaved: (campaign: CampaignDetail) => void;
}

const check = checkWith(categorySchema);

/** A category's name and products (cat 2 "manage campaign"): a new one, or one to change. */
export function CategoryEditor({ campaignId, category, onSaved }: CategoryEditorProps) {
  const { t, config } = useSite();
  const [models, setModels] = useState<CategoryModel[]>(category?.models ?? []);
  const [refused, setRefused] = useState<number[]>([]);
  const [done, setDone] = useState(false);
  const prefix = `category-${category?.id ?? 'new'}`;
  // model_ids is no text of the form: it names the picker's place in the order, so its message takes the focus to the search.
  const form = useAccountForm<{ name: string; model_ids: string }, CampaignDetail>({
    initial: { name: category?.name ?? '', model_ids: '' },
    order: ['name', 'model_ids'],
    check: (values) => check({ name: values.name, model_ids: models.map((model) => model.id) }),
    send: async (values) => {
      const sent = models.map((model) => model.id);
      const answer = await postOrg<CampaignDetail>(campaignApi(campaignId, category ? `categories/${category.id}/` : 'categories/'), {
        name: values.name, model_ids: sent,
      }, config.language);
      // The server names each refused model by its place ('model_ids.2').
      setRefused(answer.kind === 'refused' ? sent.filter((_, index) => answer.fields[`model_ids.${index}`]) : []);
      return answer;
    },
    onSent: (campaign) => {
      setDone(true);
      if (!category) {
        form.set('name', '');
        setModels([]);
      }
      onSaved(campaign);
    },
  });
  const field = form.textField('name');
  return (
    <form className="account-form campaign-admin__category-form" noValidate onSubmit={(event) => { setDone(false); void form.submit(event); }} aria-busy={form.sending}>
      <TextField {...field} name={`${prefix}-name`} label={t('campaignAdmin.categories.name')} autoComplete="off" maxLength={MAX_CAMPAIGN_NAME_LENGTH} />
      <ModelPicker
        idPrefix={prefix} chosen={models} refused={refused} error={form.errors.model_ids ?? ''} inputRef={form.textField('model_ids').inputRef}
        onChange={(chosen) => { setModels(chosen); form.set('model_ids', ''); }}
      />
      <button className="button button--primary" type="submit" disabled={form.sending}>
        {form.sending ? t('campaignAdmin.sending') : t(category ? 'campaignAdmin.categories.save' : 'campaignAdmin.categories.add')}
      </button>
      {done ? <AccountAlert text={t('campaignAdmin.categories.saved')} tone="done" /> : null}
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
    </form>
  );
}
