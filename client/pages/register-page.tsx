import { useState } from 'react';
import { MIN_PASSWORD_LENGTH, registerSchema } from '../../shared/account/account-schema.ts';
import type { AccountMessageResponse } from '../../shared/types/account.ts';
import { AccountAlert } from '../components/account/account-alert.tsx';
import { postAccount } from '../components/account/account-call.ts';
import { CheckboxField } from '../components/account/checkbox-field.tsx';
import { schemaCheck } from '../components/account/form-check.ts';
import { useAccountForm } from '../components/account/use-account-form.ts';
import { TextField } from '../components/order/text-field.tsx';
import { useSite } from '../site-context.tsx';

const REGISTER_API = '/api/auth/register/';
const check = schemaCheck(registerSchema);
const NAME_FIELDS = ['first_name', 'last_name'] as const;

/**
 * /accounts/register/ (core 2, issue 15): the answer is the same for every
 * address (no enumeration), so the page shows the server's "check your
 * email" in place of the form. The account's language is the page's.
 */
export default function RegisterPage() {
  const { t, href, config } = useSite();
  const [sentMessage, setSentMessage] = useState('');
  const form = useAccountForm({
    initial: { email: '', password: '', first_name: '', last_name: '', postcode: '', marketing_consent: false as boolean, join_club: false as boolean },
    order: ['email', 'password', 'first_name', 'last_name', 'postcode'],
    check,
    send: (values) => postAccount<AccountMessageResponse>(REGISTER_API, { ...values, language: config.language }, config.language),
    onSent: (body) => setSentMessage(body.message),
  });

  return (
    <div className="account-page">
      <h1 className="account-page__title">{t('accountPages.register.title')}</h1>
      {sentMessage ? <AccountAlert text={sentMessage} tone="done" /> : (
        <>
          <p>{t('accountPages.register.intro')}</p>
          <form className="account-form" noValidate onSubmit={form.submit} aria-busy={form.sending}>
            <TextField {...form.textField('email')} label={t('accountPages.fields.email')} type="email" autoComplete="email" maxLength={254} />
            <TextField
              {...form.textField('password')}
              label={t('accountPages.fields.password')}
              hint={t('accountPages.register.passwordHint', { min: MIN_PASSWORD_LENGTH })}
              type="password"
              autoComplete="new-password"
              maxLength={128}
            />
            {NAME_FIELDS.map((field) => (
              <TextField key={field} {...form.textField(field)} label={t(`accountPages.fields.${field}`)} autoComplete={field === 'first_name' ? 'given-name' : 'family-name'} maxLength={100} />
            ))}
            <TextField {...form.textField('postcode')} label={t('accountPages.fields.postcode')} required={false} autoComplete="postal-code" maxLength={12} />
            <CheckboxField name="marketing_consent" label={t('accountPages.register.marketingConsent')} checked={form.values.marketing_consent} onChange={(checked) => form.set('marketing_consent', checked)} />
            <CheckboxField name="join_club" label={t('accountPages.register.joinClub', { brand: config.brandName })} checked={form.values.join_club} onChange={(checked) => form.set('join_club', checked)} />
            <button className="button button--primary account-form__submit" type="submit" disabled={form.sending}>
              {form.sending ? t('accountPages.register.sending') : t('accountPages.register.submit')}
            </button>
          </form>
          {form.alert ? <AccountAlert text={form.alert.text} /> : null}
          <p className="account-page__links">
            {t('accountPages.register.haveAccount')} <a href={href('accountsLogin')}>{t('accountPages.register.login')}</a>
          </p>
        </>
      )}
    </div>
  );
}
