import {
  COMPANY_FIELDS, companyRegistrationSchema, MAX_COMPANY_NAME_LENGTH, MAX_CONTACT_EMAIL_LENGTH, MAX_CONTACT_NAME_LENGTH, MAX_CONTACT_PHONE_LENGTH, MAX_VAT_NUMBER_LENGTH,
} from '../../../shared/gift-campaign/company-schema.ts';
import { isVatCountry, vatExample } from '../../../shared/service/vat-number.ts';
import type { CompanyResponse, CompanyView } from '../../../shared/types/campaign-admin.ts';
import { validateInput } from '../../../shared/validation.ts';
import { useSite } from '../../site-context.tsx';
import { AccountAlert } from '../account/account-alert.tsx';
import { postAccount } from '../account/account-call.ts';
import { SelectField } from '../account/select-field.tsx';
import { useAccountForm } from '../account/use-account-form.ts';
import { TextField } from '../order/text-field.tsx';

type Values = Record<(typeof COMPANY_FIELDS)[number], string>;

const check = (values: Values) => {
  const result = validateInput(companyRegistrationSchema, values, { missing: 'company.error.required', notAnObject: 'company.error.invalid' });
  return result.ok ? {} : result.fields;
};

interface CompanyFormProps {
  countries: Array<{ code: string; name: string }>;
  /** A rejected registration: its details fill the form to correct. */
  previous: CompanyView | null;
  onRegistered: (answer: CompanyResponse) => void;
}

/** The registration (cat 6: company name, VAT number checked per country, a contact), checked with the API's schema. */
export function CompanyForm({ countries, previous, onRegistered }: CompanyFormProps) {
  const { t, config } = useSite();
  const home = countries.some((country) => country.code === config.deliveryCountryCode) ? config.deliveryCountryCode : '';
  const form = useAccountForm<Values, CompanyResponse>({
    initial: {
      name: previous?.name ?? '', country: previous?.country ?? home, vat_number: previous?.vat_number ?? '', contact_name: previous?.contact_name ?? '',
      contact_email: previous?.contact_email ?? '', contact_phone: previous?.contact_phone ?? '',
    },
    order: COMPANY_FIELDS,
    check,
    send: (values) => postAccount<CompanyResponse>('/api/company/', values, config.language),
    onSent: onRegistered,
  });
  const label = (field: string) => t(`company.fields.${field}`);
  const country = form.values.country;
  const options = [{ value: '', text: t('company.chooseCountry') }, ...countries.map((entry) => ({ value: entry.code, text: entry.name }))];
  return (
    <>
      <form className="account-form" noValidate onSubmit={form.submit} aria-busy={form.sending}>
        <TextField {...form.textField('name')} label={label('name')} autoComplete="organization" maxLength={MAX_COMPANY_NAME_LENGTH} />
        <SelectField {...form.textField('country')} selectRef={form.textField('country').inputRef} label={label('country')} options={options} />
        <TextField
          {...form.textField('vat_number')} label={label('vat_number')} autoComplete="off" maxLength={MAX_VAT_NUMBER_LENGTH}
          hint={isVatCountry(country) ? t('company.vatHint', { example: vatExample(country) }) : ''}
        />
        <TextField {...form.textField('contact_name')} label={label('contact_name')} autoComplete="name" maxLength={MAX_CONTACT_NAME_LENGTH} />
        <TextField {...form.textField('contact_email')} label={label('contact_email')} type="email" autoComplete="email" maxLength={MAX_CONTACT_EMAIL_LENGTH} />
        <TextField {...form.textField('contact_phone')} label={label('contact_phone')} type="tel" autoComplete="tel" maxLength={MAX_CONTACT_PHONE_LENGTH} />
        <button className="button button--primary account-form__submit" type="submit" disabled={form.sending}>
          {form.sending ? t('company.sending') : t('company.submit')}
        </button>
      </form>
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
    </>
  );
}
