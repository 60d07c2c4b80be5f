import { Suspense, useId } from 'react';
import { isCompletePostalCode, POSTAL_CODE_LENGTH } from '../../../shared/product/postal-code.ts';
import { usePostalCode } from '../../hooks/use-postal-code.ts';
import { ensureDictionaryPart } from '../../dictionary-parts.ts';
import { lazyOnUse } from '../../lazy-on-use.ts';
import { useSite } from '../../site-context.tsx';

// Loaded with its texts and the first complete postal code (a remembered one after hydration).
const DeliveryMethodsResult = lazyOnUse(() => Promise.all([import('./delivery-methods-result.tsx'), ensureDictionaryPart('productInfo')])
  .then(([module]) => module.DeliveryMethodsResult));

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
 * the options with their time and price (delivery-methods-result.tsx).
 */
export function DeliveryMethodsBox({ variantId, price }: DeliveryMethodsBoxProps) {
  const { t, config } = useSite();
  const id = useId();
  const [code, setCode] = usePostalCode();
  const url = fastShippingUrl(code, price, variantId, config.language);

  return (
    <section className="delivery-methods" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="delivery-methods__title">{t('product.deliveryTitle')}</h2>
      <label className="delivery-methods__label" htmlFor={`${id}-code`}>{t('product.postalCode')}</label>
      <input id={`${id}-code`} className="delivery-methods__input" type="text" inputMode="numeric" autoComplete="postal-code"
        maxLength={POSTAL_CODE_LENGTH} value={code} onChange={(event) => setCode(event.target.value.trim())} />
      <div className="delivery-methods__result" aria-live="polite">
        {url ? (
          // No fallback: the result says "loading" itself, and the live region would say it twice.
          <Suspense fallback={null}>
            <DeliveryMethodsResult url={url} code={code} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
