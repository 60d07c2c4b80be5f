import { useId } from 'react';
import type { DeliveryOption } from '../../../shared/types/product-extra.ts';
import { isCompletePostalCode, POSTAL_CODE_LENGTH } from '../../../shared/product/postal-code.ts';
import { usePostalCode } from '../../hooks/use-postal-code.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useMoney } from '../../hooks/use-money.ts';
import { useSite } from '../../site-context.tsx';

interface DeliveryMethodsBoxProps {
  /** The chosen variant; null while none is chosen (the lookup then goes by the model's price alone). */
  variantId: number | null;
  /** The price the methods are priced for (free delivery thresholds), in euro. */
  price: number;
}


/** The GET /api/get_fast_shipping/ address for a complete postal code (cat 5, cat 7), else null: no lookup. */
export function fastShippingUrl(code: string, price: number, variantId: number | null, language: string): string | null {
  // Postal codes are digits: five letters would only earn a 400.
  if (!isCompletePostalCode(code)) return null;
  const query = new URLSearchParams({ postal_code: code, price: String(price), lang: language });
  if (variantId !== null) query.set('variant_id', String(variantId));
  return `/api/get_fast_shipping/?${query}`;
}

/**
 * The delivery-methods box for a Finnish delivery country (cat 2, cat 5, cat 8):
 * a remembered postal code, looked up only when it has exactly 5 characters;
 * the options with their time and price (in the visitor's currency). A failed
 * lookup is only logged (#5711): the box then shows nothing for the code.
 */
export function DeliveryMethodsBox({ variantId, price }: DeliveryMethodsBoxProps) {
  const { t, config } = useSite();
  const id = useId();
  const [code, setCode] = usePostalCode();
  const url = fastShippingUrl(code, price, variantId, config.language);
  const { data, isLoading } = useApi<DeliveryOption[]>(url, { label: 'Delivery methods lookup failed (#5711)' });
  const money = useMoney();
  // In the visitor's currency, as the cart prices the same method (decision 018).
  const priceText = (amount: number) => (amount === 0 ? t('product.deliveryFree') : money(amount));

  return (
    <section className="delivery-methods" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="delivery-methods__title">{t('product.deliveryTitle')}</h2>
      <label className="delivery-methods__label" htmlFor={`${id}-code`}>{t('product.postalCode')}</label>
      <input id={`${id}-code`} className="delivery-methods__input" type="text" inputMode="numeric" autoComplete="postal-code"
        maxLength={POSTAL_CODE_LENGTH} value={code} onChange={(event) => setCode(event.target.value.trim())} />
      <div className="delivery-methods__result" aria-live="polite">
        {url && isLoading ? <p className="delivery-methods__loading">{t('product.deliveryLoading')}</p> : null}
        {url && data && data.length === 0 ? <p>{t('product.noDeliveryMethods', { code })}</p> : null}
        {url && data && data.length > 0 ? (
          <ul className="delivery-methods__list">
            {data.map((option, index) => (
              <li key={`${option.kind}-${option.storeSlug}-${index}`} className={`delivery-methods__option delivery-methods__option--${option.kind}`}>
                <span className="delivery-methods__name">{option.name}</span>
                <span className="delivery-methods__time">{option.timeEstimate}</span>
                <span className="delivery-methods__price">{priceText(option.price)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
