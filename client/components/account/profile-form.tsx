import { useState } from 'react';
import { customerPatchSchema } from '../../../shared/account/account-schema.ts';
import { LANGUAGE_ENDONYMS, LANGUAGES } from '../../../shared/languages.ts';
import type { CustomerProfile } from '../../../shared/types/account.ts';
import { useSite } from '../../site-context.tsx';
import { updateCustomer } from '../../state/customer-update.ts';
import { TextField } from '../order/text-field.tsx';
import { AccountAlert } from './account-alert.tsx';
import { CheckboxField } from './checkbox-field.tsx';
import { schemaCheck } from './form-check.ts';
import { SelectField } from './select-field.tsx';
import { useAccountForm } from './use-account-form.ts';

const check = schemaCheck(customerPatchSchema);
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, text: LANGUAGE_ENDONYMS[language], lang: language }));

/**
 * The account's own details (issue 15, the account area): names, postal
 * code, the language of the shop's mails and the marketing consent, saved
 * with PATCH /api/customer/. `onSaved` lets the page read the profile again.
 */
export function ProfileForm({ profile, onSaved }: { profile: CustomerProfile; onSaved: () => void }) {
  const { t, config } = useSite();
  const [saved, setSaved] = useState(false);
  const form = useAccountForm({
    initial: {
      first_name: profile.first_name, last_name: profile.last_name, postcode: profile.postcode,
      language: profile.language, marketing_consent: profile.marketing_consent,
    },
    order: ['first_name', 'last_name', 'postcode', 'language'],
    check,
    send: (values) => updateCustomer(values, config.language),
    onSent: () => {
      setSaved(true);
      onSaved();
    },
  });
  const language = form.textField('language');

  return (
    <>
      <form className="account-form account-area__form" noValidate aria-busy={form.sending} onSubmit={(event) => { setSaved(false); void form.submit(event); }}>
        <div className="account-area__fields">
          <TextField {...form.textField('first_name')} label={t('accountArea.profile.firstName')} autoComplete="given-name" maxLength={100} />
          <TextField {...form.textField('last_name')} label={t('accountArea.profile.lastName')} autoComplete="family-name" maxLength={100} />
          <TextField {...form.textField('postcode')} label={t('accountArea.profile.postcode')} autoComplete="postal-code" maxLength={12} required={false} />
          <SelectField
            name="language"
            label={t('accountArea.profile.language')}
            value={language.value}
            options={LANGUAGE_OPTIONS}
            error={language.error}
            onChange={language.onChange}
          />
        </div>
        <CheckboxField
          name="marketing_consent"
          label={t('accountArea.profile.marketingConsent', { brand: config.brandName })}
          checked={form.values.marketing_consent === true}
          onChange={(checked) => form.set('marketing_consent', checked)}
        />
        <button className="button button--primary account-area__submit" type="submit" disabled={form.sending}>
          {form.sending ? t('accountArea.profile.sending') : t('accountArea.profile.submit')}
        </button>
      </form>
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
      {saved && !form.alert ? <AccountAlert text={t('accountArea.profile.saved')} tone="done" /> : null}
    </>
  );
}
