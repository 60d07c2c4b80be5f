import type { DeliveryOption } from '../../../shared/types/product-extra.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useMoney } from '../../hooks/use-money.ts';
import { useSite } from '../../site-context.tsx';

/**
 * The delivery methods for a complete postal code (cat 2, cat 5): their time
 * and price, in the visitor's currency. A chunk of its own, with the read
 * through the one SWR wrapper: the product page's first load carries neither
 * (issue 19). A failed lookup is only logged (#5711): nothing shows for the code.
 */
export function DeliveryMethodsResult({ url, code }: { url: string; code: string }) {
  const { t } = useSite();
  const { data, isLoading } = useApi<DeliveryOption[]>(url, { label: 'Delivery methods lookup failed (#5711)' });
  const money = useMoney();
  // In the visitor's currency, as the cart prices the same method (decision 018).
  const priceText = (amount: number) => (amount === 0 ? t('postalDelivery.free') : money(amount));

  if (isLoading) return <p className="delivery-methods__loading">{t('postalDelivery.loading')}</p>;
  if (!data) return null;
  if (data.length === 0) return <p>{t('postalDelivery.none', { code })}</p>;
  return (
    <ul className="delivery-methods__list">
      {data.map((option, index) => (
        <li key={`${option.kind}-${option.storeSlug}-${index}`} className={`delivery-methods__option delivery-methods__option--${option.kind}`}>
          <span className="delivery-methods__name">{option.name}</span>
          <span className="delivery-methods__time">{option.timeEstimate}</span>
          <span className="delivery-methods__price">{priceText(option.price)}</span>
        </li>
      ))}
    </ul>
  );
}
