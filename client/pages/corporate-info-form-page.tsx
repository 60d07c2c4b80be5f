import { useState } from 'react';
import { MAX_COMPANY_LENGTH, MAX_EMAIL_LENGTH, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH, type FormSentResponse } from '../../shared/service/contact-fields.ts';
import { CORPORATE_INFO_FIELDS, corporateInfoSchema } from '../../shared/service/corporate-schema.ts';
import { isVatCountry, vatExample } from '../../shared/service/vat-number.ts';
import type { CorporateInfoPageProps } from '../../shared/types/service-forms.ts';
import { AccountAlert } from '../components/account/account-alert.tsx';
import { SelectField } from '../components/account/select-field.tsx';
import { NoteField } from '../components/desk/note-field.tsx';
import { TextField } from '../components/order/text-field.tsx';
import { FormSent } from '../components/service-forms/form-sent.tsx';
import { HoneypotField } from '../components/service-forms/honeypot-field.tsx';
import { chosenInterests, InterestsField, interestValue } from '../components/service-forms/interests-field.tsx';
import { useServiceForm } from '../components/service-forms/use-service-form.ts';
import { useSite } from '../site-context.tsx';

const CORPORATE_INFO_API = '/api/forms/corporate-info/';

type Values = Record<string, string | boolean>;

function CorporateInfoForm({ countries, onSent }: CorporateInfoPageProps & { onSent: (answer: FormSentResponse) => void }) {
  const { t, config } = useSite();
  const home = countries.some((country) => country.code === config.deliveryCountryCode) ? config.deliveryCountryCode : '';
  const form = useServiceForm<Values, FormSentResponse>({
    initial: { company: '', country: home, vat_number: '', contact_name: '', email: '', phone: '', message: '' },
    order: CORPORATE_INFO_FIELDS,
    schema: corporateInfoSchema,
    api: CORPORATE_INFO_API,
    toBody: ({ company, country, vat_number, contact_name, email, phone, message, ...boxes }) => ({
      company, country, vat_number, contact_name, email, phone, message, interests: chosenInterests(boxes),
    }),
    onSent,
  });
  const label = (field: string) => t(`corporateForms.fields.${field}`);
  const country = String(form.values.country);
  const options = [{ value: '', text: t('corporateForms.chooseCountry') }, ...countries.map((entry) => ({ value: entry.code, text: entry.name }))];
  return (
    <>
      <form className="account-form service-form" noValidate onSubmit={form.submit} aria-busy={form.sending}>
        <p className="form-field__hint">{t('corporateForms.requiredHint')}</p>
        <TextField {...form.textField('company')} label={label('company')} autoComplete="organization" maxLength={MAX_COMPANY_LENGTH} />
        <SelectField {...form.textField('country')} selectRef={form.textField('country').inputRef} label={label('country')} options={options} />
        <TextField
          {...form.textField('vat_number')}
          label={label('vat_number')}
          hint={isVatCountry(country) ? t('corporateForms.vatHint', { example: vatExample(country) }) : ''}
          autoComplete="off"
          maxLength={40}
        />
        <TextField {...form.textField('contact_name')} label={label('contact_name')} autoComplete="name" maxLength={MAX_NAME_LENGTH} />
        <TextField {...form.textField('email')} label={label('email')} type="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} />
        <TextField {...form.textField('phone')} label={label('phone')} type="tel" autoComplete="tel" maxLength={MAX_PHONE_LENGTH} />
        <InterestsField values={form.values} onChange={(interest, checked) => form.set(interestValue(interest), checked)} />
        <NoteField {...form.textField('message')} label={label('message')} required={false} rows={5} maxLength={MAX_MESSAGE_LENGTH} />
        <HoneypotField {...form.honeypot} />
        <button className="button button--primary account-form__submit" type="submit" disabled={form.sending}>
          {form.sending ? t('corporateForms.sending') : t('corporateForms.info.submit')}
        </button>
      </form>
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
    </>
  );
}

/**
 * /corporate-info-form/ (core 2, cat 3 "corporate information, interests";
 * issue 16 item 6): a company registers as a corporate customer with its VAT
 * number, checked by its country's format. The countries come named from the
 * server, so the page renders the same names it hydrates with.
 */
export default function CorporateInfoFormPage({ countries }: CorporateInfoPageProps) {
  const { t, href, config } = useSite();
  const [sent, setSent] = useState<FormSentResponse | null>(null);
  const [round, setRound] = useState(0);
  return (
    <div className="account-page service-page">
      <h1 className="account-page__title">{t('corporateForms.info.title')}</h1>
      <p>{t('corporateForms.info.intro', { brand: config.brandName })}</p>
      {sent
        ? <FormSent text={sent.message} again={t('corporateForms.sendAnother')} onAgain={() => { setSent(null); setRound(round + 1); }} />
        : <CorporateInfoForm key={round} countries={countries} onSent={setSent} />}
      <ul className="account-page__links">
        <li><a href={href('enterprise')}>{t('corporateForms.links.enterprise')}</a></li>
        <li><a href={href('corporateNewsletter')}>{t('corporateForms.links.newsletter')}</a></li>
      </ul>
    </div>
  );
}
