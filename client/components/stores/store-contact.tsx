import type { StoreView } from '../../../shared/types/store-page.ts';
import { useSite } from '../../site-context.tsx';

/** A phone number as a tel: link target: digits and the leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The store's postal address, and its phone and email as links. */
export function StoreContact({ store }: { store: Pick<StoreView, 'streetAddress' | 'postalCode' | 'city' | 'phone' | 'email'> }) {
  const { t } = useSite();
  return (
    <address className="store-contact">
      <span className="store-contact__line">{store.streetAddress}</span>
      <span className="store-contact__line">{store.postalCode} {store.city}</span>
      {store.phone ? (
        <span className="store-contact__line">{t('stores.phone')}: <a href={telHref(store.phone)}>{store.phone}</a></span>
      ) : null}
      {store.email ? (
        <span className="store-contact__line">{t('stores.email')}: <a href={`mailto:${store.email}`}>{store.email}</a></span>
      ) : null}
    </address>
  );
}
