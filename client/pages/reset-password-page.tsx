import { useState } from 'react';
import { emailSchema } from '../../shared/account/account-schema.ts';
import type { AccountMessageResponse } from '../../shared/types/account.ts';
import { AccountAlert } from '../components/account/account-alert.tsx';
import { postAccount } from '../components/account/account-call.ts';
import { schemaCheck } from '../components/account/form-check.ts';
import { useAccountForm } from '../components/account/use-account-form.ts';
import { TextField } from '../components/order/text-field.tsx';
import { useSite } from '../site-context.tsx';

const RESET_API = '/api/auth/password-reset/';
const check = schemaCheck(emailSchema);

/**
 * /accounts/reset-password/ (issue 15): asks for a new-password link. The
 * answer is the same for every address (no enumeration): the server's
 * message replaces the form.
 */
export default function ResetPasswordPage() {
  const { t, href, config } = useSite();
  const [sentMessage, setSentMessage] = useState('');
  const form = useAccountForm({
    initial: { email: '' },
    order: ['email'],
    check,
    send: (values) => postAccount<AccountMessageResponse>(RESET_API, { ...values, language: config.language }, config.language),
    onSent: (body) => setSentMessage(body.message),
  });

  return (
    <div className="account-page">
      <h1 className="account-page__title">{t('accountPages.resetPassword.title')}</h1>
      {sentMessage ? <AccountAlert text={sentMessage} tone="done" /> : (
        <>
          <p>{t('accountPages.resetPassword.intro')}</p>
          <form className="account-form" noValidate onSubmit={form.submit} aria-busy={form.sending}>
            <TextField {...form.textField('email')} label={t('accountPages.fields.email')} type="email" autoComplete="email" maxLength={254} />
            <button className="button button--primary account-form__submit" type="submit" disabled={form.sending}>
              {form.sending ? t('accountPages.resetPassword.sending') : t('accountPages.resetPassword.submit')}
            </button>
          </form>
          {form.alert ? <AccountAlert text={form.alert.text} /> : null}
        </>
      )}
      <p className="account-page__links"><a href={href('accountsLogin')}>{t('accountPages.resetPassword.backToLogin')}</a></p>
    </div>
  );
}
