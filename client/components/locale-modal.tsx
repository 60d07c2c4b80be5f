import { useId, useState, type FormEvent } from 'react';
import { LOCALE_QUERY } from '../../shared/locale-cookies.ts';
import { useDeliveryCountries } from '../hooks/use-delivery-countries.ts';
import { useModalDialog } from '../hooks/use-modal-dialog.ts';
import { useSite } from '../site-context.tsx';

/**
 * The 'locale' modal of core 2: delivery country and currency. Saving reloads the
 * page with ?delivery_country=&currency=; the worker stores them in the locale
 * cookies and redirects back without the parameters (core 4), so the choice
 * survives reloads and reaches the server-rendered prices.
 */
export function LocaleModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, config } = useSite();
  const dialog = useModalDialog(open);
  const titleId = useId();
  const [country, setCountry] = useState(config.deliveryCountryCode);
  const [currency, setCurrency] = useState(config.currencyCode);
  const { data, error } = useDeliveryCountries(config.language, open);


  const save = (event: FormEvent) => {
    event.preventDefault();
    const url = new URL(window.location.href);
    url.searchParams.set(LOCALE_QUERY.country, country);
    url.searchParams.set(LOCALE_QUERY.currency, currency);
    window.location.assign(url.toString());
  };

  const countries = data?.countries ?? [{ code: config.deliveryCountryCode, name: config.deliveryCountryName, currency: config.currencyCode }];
  const currencies = data?.currencies ?? [config.currencyCode];

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <form className="modal__body" onSubmit={save}>
        <div className="modal__header">
          <h2 id={titleId}>{t('localeModal.title')}</h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={t('localeModal.close')}>×</button>
        </div>
        <p>{t('localeModal.intro')}</p>
        {error ? <p role="alert" className="form-error">{t('localeModal.failed')}</p> : null}
        {!data && !error ? <p role="status">{t('localeModal.loading')}</p> : null}
        <label className="field">
          <span className="field__label">{t('localeModal.country')}</span>
          <select
            name={LOCALE_QUERY.country}
            value={country}
            onChange={(event) => {
              setCountry(event.target.value);
              const match = countries.find((entry) => entry.code === event.target.value);
              if (match) setCurrency(match.currency);
            }}
          >
            {countries.map((entry) => <option key={entry.code} value={entry.code}>{entry.name}</option>)}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('localeModal.currency')}</span>
          <select name={LOCALE_QUERY.currency} value={currency} onChange={(event) => setCurrency(event.target.value)}>
            {currencies.map((code) => <option key={code} value={code}>{code.toUpperCase()}</option>)}
          </select>
        </label>
        <button type="submit" className="button button--primary">{t('localeModal.save')}</button>
      </form>
    </dialog>
  );
}
