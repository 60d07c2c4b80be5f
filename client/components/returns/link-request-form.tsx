import { useState } from 'react';
import { returnRequestSchema } from '../../../shared/service/return-schema.ts';
import { SERVICE_FORM_MESSAGES } from '../../../shared/service/service-form-messages.ts';
import type { ReturnLinkResponse } from '../../../shared/types/returns.ts';
import { validateInput } from '../../../shared/validation.ts';
import { useSite } from '../../site-context.tsx';
import { AccountAlert } from '../account/account-alert.tsx';
import { postAccount } from '../account/account-call.ts';
import { useAccountForm } from '../account/use-account-form.ts';
import { TextField } from '../order/text-field.tsx';
import { ReturnRefusalNotice } from './return-refusal.tsx';

export const LINK_API = '/api/returns/request/';

const check = (values: Record<string, unknown>) => {
  const result = validateInput(returnRequestSchema, values, { missing: SERVICE_FORM_MESSAGES.required, notAnObject: SERVICE_FORM_MESSAGES.invalid });
  return result.ok ? {} : result.fields;
};

/**
 * A guest's way to the return form (issue 16 item 1): the order's email and
 * number; the link comes by mail. "Order not found" (cat 8) and the reasons
 * an order cannot be returned show under the form, which keeps what was typed.
 */
export function LinkRequestForm({ orderNumber }: { orderNumber: string }) {
  const { t, config } = useSite();
  const [sent, setSent] = useState('');
  const form = useAccountForm({
    initial: { email: '', order_number: orderNumber },
    order: ['email', 'order_number'],
    check,
    send: (values) => postAccount<ReturnLinkResponse>(LINK_API, values, config.language),
    onSent: (body) => setSent(body.message),
  });
  if (sent) return <AccountAlert text={sent} tone="done" />;
  return (
    <>
      <form className="account-form" noValidate onSubmit={form.submit} aria-busy={form.sending}>
        <TextField {...form.textField('email')} label={t('returns.request.email')} type="email" autoComplete="email" maxLength={254} />
        <TextField {...form.textField('order_number')} label={t('returns.request.orderNumber')} autoComplete="off" maxLength={20} />
        <button className="button button--primary account-form__submit" type="submit" disabled={form.sending}>
          {form.sending ? t('returns.request.sending') : t('returns.request.submit')}
        </button>
      </form>
      {form.alert ? <ReturnRefusalNotice code={form.alert.code} message={form.alert.text} /> : null}
    </>
  );
}
