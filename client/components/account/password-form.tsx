import { useState } from 'react';
import { changePasswordSchema } from '../../../shared/account/account-schema.ts';
import type { AccountMessageResponse } from '../../../shared/types/account.ts';
import { useSite } from '../../site-context.tsx';
import { TextField } from '../order/text-field.tsx';
import { AccountAlert } from './account-alert.tsx';
import { postAccount } from './account-call.ts';
import { schemaCheck } from './form-check.ts';
import { useAccountForm } from './use-account-form.ts';

const PASSWORD_API = '/api/customer/password/';
const check = schemaCheck(changePasswordSchema);

/**
 * Changing the password (issue 15): the current one proves it is the
 * customer; a wrong one is "Wrong password." on its field (cat 8). The
 * server ends the account's other sessions and renews this one.
 */
export function PasswordForm() {
  const { t, config } = useSite();
  const [doneMessage, setDoneMessage] = useState('');
  const form = useAccountForm({
    initial: { current_password: '', new_password: '' },
    order: ['current_password', 'new_password'],
    check,
    send: (values) => postAccount<AccountMessageResponse>(PASSWORD_API, values, config.language),
    onSent: (body) => {
      form.set('current_password', '');
      form.set('new_password', '');
      setDoneMessage(body.message);
    },
  });

  return (
    <>
      <form className="account-form account-area__form" noValidate aria-busy={form.sending} onSubmit={(event) => { setDoneMessage(''); void form.submit(event); }}>
        <TextField {...form.textField('current_password')} label={t('accountArea.password.current')} type="password" autoComplete="current-password" maxLength={128} />
        <TextField {...form.textField('new_password')} label={t('accountArea.password.new')} type="password" autoComplete="new-password" maxLength={128} />
        <button className="button button--primary account-area__submit" type="submit" disabled={form.sending}>
          {form.sending ? t('accountArea.password.sending') : t('accountArea.password.submit')}
        </button>
      </form>
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
      {doneMessage ? <AccountAlert text={doneMessage} tone="done" /> : null}
    </>
  );
}
