import { useRef } from 'react';
import { useSite } from '../../site-context.tsx';

interface CountryOption { code: string; name: string }

interface CountryFieldProps {
  value: string;
  /** The countries the shop delivers to, named in the language. */
  countries: CountryOption[];
  /** The message to show, already translated; '' when the field is fine. */
  error: string;
  /** A country the typed postal code belongs to instead (shared/delivery/postal-code-format.ts), or null. */
  suggestion: CountryOption | null;
  inputRef: (element: HTMLSelectElement | null) => void;
  onChange: (code: string) => void;
}

const ID = 'field-country_code';

/**
 * The delivery country of the address (issue 14, decision 018): the order is
 * priced and shipped for it. When the postal code contradicts it but fits
 * another of the visitor's countries, a button offers to switch.
 */
export function CountryField({ value, countries, error, suggestion, inputRef, onChange }: CountryFieldProps) {
  const { t } = useSite();
  const select = useRef<HTMLSelectElement | null>(null);
  const errorId = `${ID}-error`;
  // The button goes once used: focus stays on the field it changed.
  const switchCountry = (code: string) => { onChange(code); select.current?.focus(); };
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="form-field__label" htmlFor={ID}>
        {t('checkoutForm.fields.country_code')}
        <span className="form-field__required" aria-hidden="true"> *</span>
      </label>
      <select ref={(element) => { select.current = element; inputRef(element); }} id={ID} name="country_code" className="form-field__input" value={value} autoComplete="country" required
        aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} onChange={(event) => onChange(event.target.value)}>
        {countries.map((country) => <option key={country.code} value={country.code}>{country.name}</option>)}
      </select>
      {error ? <p className="form-field__error" id={errorId}>{error}</p> : null}
      <div className="form-field__suggestion" aria-live="polite">
        {suggestion ? (
          <>
            <span>{t('checkoutForm.countrySuggestion', { country: suggestion.name })}</span>{' '}
            <button type="button" className="button button--secondary form-field__suggest" onClick={() => switchCountry(suggestion.code)}>
              {t('checkoutForm.switchCountry', { country: suggestion.name })}
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
