import { useState } from 'react';
import {
  CODES_FIELDS, codesCreateSchema, MAX_CODES_PER_REQUEST, MAX_EMAILS_TEXT_LENGTH, RECIPIENTS_FIELDS, recipientsSchema,
} from '../../../shared/gift-campaign/campaign-admin-schema.ts';
import { LANGUAGE_ENDONYMS, LANGUAGES } from '../../../shared/languages.ts';
import type { CampaignCategory, CodesCreatedResponse, RecipientsResponse } from '../../../shared/types/campaign-admin.ts';
import { useSite } from '../../site-context.tsx';
import { pluralText } from '../plural-text.ts';
import { AccountAlert } from '../account/account-alert.tsx';
import { SelectField } from '../account/select-field.tsx';
import { useAccountForm } from '../account/use-account-form.ts';
import { NoteField } from '../desk/note-field.tsx';
import { TextField } from '../order/text-field.tsx';
import { campaignApi, checkWith, postOrg } from './org-calls.ts';

interface CodesFormProps { campaignId: number; categories: CampaignCategory[]; onChanged: () => void }

const categoryOptions = (categories: CampaignCategory[]) => categories.map((category) => ({ value: String(category.id), text: category.name }));

/** N new codes in a category (at most MAX_CODES_PER_REQUEST a time; any number in all). */
export function GenerateCodesForm({ campaignId, categories, onChanged }: CodesFormProps) {
  const { t, config } = useSite();
  const [created, setCreated] = useState<number | null>(null);
  const form = useAccountForm<{ category_id: string; count: string }, CodesCreatedResponse>({
    initial: { category_id: String(categories[0]?.id ?? ''), count: '10' },
    order: CODES_FIELDS,
    check: (values) => checkWith(codesCreateSchema)({ ...values, category_id: Number(values.category_id) }),
    send: (values) => postOrg<CodesCreatedResponse>(campaignApi(campaignId, 'codes/'), { category_id: Number(values.category_id), count: values.count }, config.language),
    onSent: (answer) => { setCreated(answer.created); onChanged(); },
  });
  const category = form.textField('category_id');
  return (
    <form className="account-form" noValidate onSubmit={(event) => { setCreated(null); void form.submit(event); }} aria-busy={form.sending}>
      <SelectField {...category} name="codes-category" selectRef={category.inputRef} label={t('campaignAdmin.codes.category')} options={categoryOptions(categories)} />
      <TextField {...form.textField('count')} label={t('campaignAdmin.codes.count', { max: MAX_CODES_PER_REQUEST })} autoComplete="off" inputMode="numeric" maxLength={4} />
      <button className="button button--primary" type="submit" disabled={form.sending}>{form.sending ? t('campaignAdmin.sending') : t('campaignAdmin.codes.generate')}</button>
      {created !== null ? <AccountAlert text={pluralText(t, 'campaignAdmin.codes.generated', created, config.language, { count: created })} tone="done" /> : null}
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
    </form>
  );
}

/**
 * Recipients one by one or pasted in bulk: the good addresses get a code and
 * a mail in the chosen language; the bad ones are listed and stay in the
 * field to correct, so nothing typed is lost.
 */
export function RecipientsForm({ campaignId, categories, onChanged }: CodesFormProps) {
  const { t, config } = useSite();
  const [result, setResult] = useState<RecipientsResponse | null>(null);
  const form = useAccountForm<{ category_id: string; language: string; emails: string }, RecipientsResponse>({
    initial: { category_id: String(categories[0]?.id ?? ''), language: config.language, emails: '' },
    order: RECIPIENTS_FIELDS,
    check: (values) => checkWith(recipientsSchema)({ ...values, category_id: Number(values.category_id) }),
    send: (values) => postOrg<RecipientsResponse>(campaignApi(campaignId, 'recipients/'), { ...values, category_id: Number(values.category_id) }, config.language),
    onSent: (answer) => {
      setResult(answer);
      form.set('emails', answer.invalid.join('\n'));
      onChanged();
    },
  });
  const category = form.textField('category_id');
  const language = form.textField('language');
  return (
    <form className="account-form" noValidate onSubmit={(event) => { setResult(null); void form.submit(event); }} aria-busy={form.sending}>
      <SelectField {...category} name="recipients-category" selectRef={category.inputRef} label={t('campaignAdmin.codes.category')} options={categoryOptions(categories)} />
      <SelectField
        {...language} selectRef={language.inputRef} label={t('campaignAdmin.recipients.language')}
        options={LANGUAGES.map((code) => ({ value: code, text: LANGUAGE_ENDONYMS[code], lang: code }))}
      />
      <NoteField {...form.textField('emails')} label={t('campaignAdmin.recipients.emails')} hint={t('campaignAdmin.recipients.emailsHint')} rows={5} maxLength={MAX_EMAILS_TEXT_LENGTH} />
      <button className="button button--primary" type="submit" disabled={form.sending}>{form.sending ? t('campaignAdmin.sending') : t('campaignAdmin.recipients.submit')}</button>
      {result ? (
        <AccountAlert text={pluralText(t, 'campaignAdmin.recipients.added', result.added.length, config.language, { count: result.added.length })} tone={result.invalid.length ? 'error' : 'done'}>
          {result.invalid.length ? (
            <>
              <p>{t('campaignAdmin.recipients.invalid')}</p>
              <ul className="campaign-admin__invalid">{result.invalid.map((entry, index) => <li key={`${index}-${entry}`}>{entry}</li>)}</ul>
            </>
          ) : null}
        </AccountAlert>
      ) : null}
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
    </form>
  );
}
