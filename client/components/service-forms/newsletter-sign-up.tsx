import { useState } from 'react';
import { MAX_COMPANY_LENGTH, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '../../../shared/service/contact-fields.ts';
import {
  consentTextKey, currentConsentVersion, NEWSLETTER_MESSAGES, subscribeSchema, SUBSCRIBE_FIELDS, type NewsletterAnswer, type NewsletterList,
} from '../../../shared/service/newsletter-schema.ts';
import { useSite } from '../../site-context.tsx';
import { AccountAlert } from '../account/account-alert.tsx';
import { TextField } from '../order/text-field.tsx';
import { ConsentField } from './consent-field.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { useServiceForm } from './use-service-form.ts';

const SUBSCRIBE_API = '/api/newsletters/subscribe/';

/**
 * A newsletter's sign-up (issue 16 item 6): the address, a name (and for the
 * corporate list the company), and the consent box whose label is the
 * consent text of the version sent with it. The answer is the same for
 * every address: check your inbox.
 */
export function NewsletterSignUp({ list }: { list: NewsletterList }) {
  const { t, config } = useSite();
  const [done, setDone] = useState('');
  const version = currentConsentVersion(list);
  const form = useServiceForm({
    initial: { email: '', name: '', company: '', consent: false as boolean },
    order: SUBSCRIBE_FIELDS,
    schema: subscribeSchema,
    missing: { consent: NEWSLETTER_MESSAGES.consent },
    api: SUBSCRIBE_API,
    toBody: (values) => ({ ...values, list, consent_version: version }),
    onSent: (answer: NewsletterAnswer) => setDone(answer.message),
  });
  if (done) return <AccountAlert text={done} tone="done" />;
  const label = (field: string) => t(`newsletter.fields.${field}`);
  return (
    <>
      <form className="account-form service-form" noValidate onSubmit={form.submit} aria-busy={form.sending}>
        <p className="form-field__hint">{t('newsletter.requiredHint')}</p>
        <TextField {...form.textField('email')} label={label('email')} type="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} />
        <TextField {...form.textField('name')} label={label('name')} required={false} autoComplete="name" maxLength={MAX_NAME_LENGTH} />
        {list === 'corporate'
          ? <TextField {...form.textField('company')} label={label('company')} required={false} autoComplete="organization" maxLength={MAX_COMPANY_LENGTH} />
          : null}
        <ConsentField
          name="consent"
          label={t(consentTextKey(version), { brand: config.brandName })}
          checked={form.values.consent}
          error={form.errors.consent ?? ''}
          inputRef={form.textField('consent').inputRef}
          onChange={(checked) => form.set('consent', checked)}
        />
        <HoneypotField {...form.honeypot} />
        <button className="button button--primary account-form__submit" type="submit" disabled={form.sending}>
          {form.sending ? t('newsletter.sending') : t('newsletter.submit')}
        </button>
      </form>
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
    </>
  );
}
