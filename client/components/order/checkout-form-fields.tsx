import { Fragment, type MutableRefObject, type ReactNode } from 'react';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_POSTAL_CODE_LENGTH } from '../../../shared/checkout/checkout-form-schema.ts';
import { useSite } from '../../site-context.tsx';
import { AUTOCOMPLETE, INPUT_TYPE, TYPED_FIELDS, type FormValues, type TypedField } from './form-values.ts';
import { TextField } from './text-field.tsx';

const MAX_LENGTH: Record<TypedField, number> = {
  first_name: MAX_NAME_LENGTH, last_name: MAX_NAME_LENGTH, address: MAX_NAME_LENGTH, city: MAX_NAME_LENGTH,
  postal_code: MAX_POSTAL_CODE_LENGTH, phone: 20, email: MAX_EMAIL_LENGTH,
};

interface CheckoutFormFieldsProps {
  values: FormValues;
  /** Message keys, or the server's texts (t() gives a text back unchanged). */
  errors: Record<string, string>;
  inputs: MutableRefObject<Partial<Record<string, HTMLElement | null>>>;
  onChange: (field: TypedField, value: string) => void;
  onBlur: (field: TypedField) => void;
  /** The delivery country's field, placed after the city as addresses are written (decision 018). */
  country: ReactNode;
}

/** core 3 checkout form: the buyer's name, address and contacts, each with its label, autocomplete and message. */
export function CheckoutFormFields({ values, errors, inputs, onChange, onBlur, country }: CheckoutFormFieldsProps) {
  const { t } = useSite();
  return (
    <fieldset className="checkout-form">
      <legend className="checkout-payment__subtitle">{t('checkoutForm.contactTitle')}</legend>
      <p className="checkout-form__hint">{t('checkoutForm.requiredHint')}</p>
      <div className="checkout-form__grid">
        {TYPED_FIELDS.map((field) => (
          <Fragment key={field}>
            <TextField
              name={field}
              label={t(`checkoutForm.fields.${field}`)}
              value={values[field]}
              error={errors[field] ? t(errors[field]) : ''}
              autoComplete={AUTOCOMPLETE[field]}
              type={INPUT_TYPE[field]}
              maxLength={MAX_LENGTH[field]}
              inputRef={(element) => { inputs.current[field] = element; }}
              onChange={(value) => onChange(field, value)}
              onBlur={() => onBlur(field)}
            />
            {field === 'city' ? country : null}
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}
