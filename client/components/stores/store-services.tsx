import type { StoreService } from '../../../shared/types/store-page.ts';
import { useSite } from '../../site-context.tsx';

/** What the store offers besides its shelves: express pickup, pickup, rental, repair. */
export function StoreServices({ services }: { services: StoreService[] }) {
  const { t } = useSite();
  if (services.length === 0) return null;
  return (
    <ul className="store-services">
      {services.map((service) => (
        <li key={service} className={`store-services__item store-services__item--${service}`}>
          <strong>{t(`stores.services.${service}.name`)}</strong>
          <span>{t(`stores.services.${service}.text`)}</span>
        </li>
      ))}
    </ul>
  );
}
