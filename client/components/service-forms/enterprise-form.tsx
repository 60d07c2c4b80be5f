import { MAX_COMPANY_LENGTH, MAX_EMAIL_LENGTH, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH, type FormSentResponse } from '../../../shared/service/contact-fields.ts';
import { ENTERPRISE_FIELDS, enterpriseSchema } from '../../../shared/service/corporate-schema.ts';
import { useSite } from '../../site-context.tsx';
import { AccountAlert } from '../account/account-alert.tsx';
import { NoteField } from '../desk/note-field.tsx';
import { TextField } from '../order/text-field.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { useServiceForm } from './use-service-form.ts';

const ENTERPRISE_API = '/api/forms/enterprise/';

/** The enterprise sales page's request (issue 16 item 6): who asks, what they need and, if known, how many. */
export function EnterpriseForm({ onSent }: { onSent: (answer: FormSentResponse) => void }) {
  const { t } = useSite();
  const form = useServiceForm({
    initial: { company: '', contact_name: '', email: '', phone: '', needs: '', quantity: '' },
    order: ENTERPRISE_FIELDS,
    schema: enterpriseSchema,
    api: ENTERPRISE_API,
    onSent,
  });
  const label = (field: string) => t(`corporateForms.fields.${field}`);
  return (
    <>
      <form className="account-form service-form" noValidate onSubmit={form.submit} aria-busy={form.sending}>
        <p className="form-field__hint">{t('corporateForms.requiredHint')}</p>
        <TextField {...form.textField('company')} label={label('company')} autoComplete="organization" maxLength={MAX_COMPANY_LENGTH} />
        <TextField {...form.textField('contact_name')} label={label('contact_name')} autoComplete="name" maxLength={MAX_NAME_LENGTH} />
        <TextField {...form.textField('email')} label={label('email')} type="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} />
        <TextField {...form.textField('phone')} label={label('phone')} type="tel" autoComplete="tel" maxLength={MAX_PHONE_LENGTH} />
        <NoteField {...form.textField('needs')} label={label('needs')} hint={t('corporateForms.needsHint')} rows={5} maxLength={MAX_MESSAGE_LENGTH} />
        <TextField {...form.textField('quantity')} label={label('quantity')} required={false} autoComplete="off" maxLength={12} />
        <HoneypotField {...form.honeypot} />
        <button className="button button--primary account-form__submit" type="submit" disabled={form.sending}>
          {form.sending ? t('corporateForms.sending') : t('corporateForms.enterprise.submit')}
        </button>
      </form>
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
    </>
  );
}
