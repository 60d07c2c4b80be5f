import { useState } from 'react';
import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH, passwordResetConfirmSchema, tokenSchema } from '../../shared/account/account-schema.ts';
import type { AccountMessageResponse } from '../../shared/types/account.ts';
import type { TokenPageProps } from '../../shared/types/account-pages.ts';
import { AccountAlert } from '../components/account/account-alert.tsx';
import { postAccount } from '../components/account/account-call.ts';
import { schemaCheck } from '../components/account/form-check.ts';
import { useAccountForm } from '../components/account/use-account-form.ts';
import { TextField } from '../components/order/text-field.tsx';
import { authStore } from '../state/auth-store.ts';
import { useSite } from '../site-context.tsx';

const CONFIRM_API = '/api/auth/password-reset/confirm/';
const checkToken = schemaCheck(tokenSchema);
const checkPassword = schemaCheck(passwordResetConfirmSchema);

/** The new password by the API's rule, typed the same twice (checked here only: the server gets it once). */
function checkPasswords(token: string) {
  return (values: { password: string; password_again: string }): Record<string, string> => {
    const { password } = checkPassword({ token, password: values.password });
    const again = values.password_again === '' ? ACCOUNT_MESSAGES.required
      : values.password_again !== values.password ? 'accountPages.resetConfirm.mismatch' : '';
    return { ...(password ? { password } : {}), ...(again ? { password_again: again } : {}) };
  };
}

/**
 * /accounts/password/reset/confirm/{hash}/ (issue 15): a new password from
 * the mail link. Done, the server has ended every session, so this browser
 * forgets its user too; a used, expired or forged link says so with the way
 * to ask for a new one.
 */
export default function ResetPasswordConfirmPage({ token }: TokenPageProps) {
  const { t, href, config } = useSite();
  const [doneMessage, setDoneMessage] = useState('');
  const form = useAccountForm({
    initial: { password: '', password_again: '' },
    order: ['password', 'password_again'],
    check: checkPasswords(token),
    send: (values) => postAccount<AccountMessageResponse>(CONFIRM_API, { token, password: values.password }, config.language),
    onSent: (body) => {
      authStore.clear();
      setDoneMessage(body.message);
    },
  });
  const newLink = <a href={href('accountsResetPassword')}>{t('accountPages.resetConfirm.newLink')}</a>;

  const content = () => {
    if (Object.keys(checkToken({ token })).length > 0) return <AccountAlert text={t('account.error.linkInvalid')}>{newLink}</AccountAlert>;
    if (doneMessage) {
      return (
        <AccountAlert text={doneMessage} tone="done">
          <a className="button button--primary" href={href('accountsLogin')}>{t('accountPages.resetConfirm.login')}</a>
        </AccountAlert>
      );
    }
    return (
      <>
        <p>{t('accountPages.resetConfirm.intro')}</p>
        <form className="account-form" noValidate onSubmit={form.submit} aria-busy={form.sending}>
          <TextField
            {...form.textField('password')}
            label={t('accountPages.fields.newPassword')}
            hint={t('accountPages.register.passwordHint', { min: MIN_PASSWORD_LENGTH })}
            type="password"
            autoComplete="new-password"
            maxLength={128}
          />
          <TextField {...form.textField('password_again')} label={t('accountPages.fields.repeatPassword')} type="password" autoComplete="new-password" maxLength={128} />
          <button className="button button--primary account-form__submit" type="submit" disabled={form.sending}>
            {form.sending ? t('accountPages.resetConfirm.sending') : t('accountPages.resetConfirm.submit')}
          </button>
        </form>
        {form.alert ? <AccountAlert text={form.alert.text}>{form.alert.code.startsWith('token_') ? newLink : null}</AccountAlert> : null}
      </>
    );
  };

  return (
    <div className="account-page">
      <h1 className="account-page__title">{t('accountPages.resetConfirm.title')}</h1>
      {content()}
    </div>
  );
}
