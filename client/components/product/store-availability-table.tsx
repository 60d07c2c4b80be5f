import { CENTRAL_WAREHOUSE_ID, storeAvailabilityIcon } from '../../../shared/product/variant-availability.ts';
import type { StoreView, VariantView } from '../../../shared/types/product-page.ts';
import { useSite } from '../../site-context.tsx';
import { AvailabilityIcon, ICON_TEXT_KEY } from './availability-icon.tsx';

export interface StoreAvailabilityTableProps {
  /** The chosen variant, with the delivery country's shipping-time override already applied. */
  variant: VariantView;
  /** Retail stores, the web store and the central warehouse, in display order. */
  stores: StoreView[];
  staff: boolean;
  /** general setting blockedStockText ('' for the default text). */
  blockedStockText: string;
}

/** '12A, 14B' → ['Hylly 1: 12A', 'Hylly 2: 14B'] (cat 6: staff see the warehouse's shelf codes). */
function shelfLabels(code: string, label: (n: number, code: string) => string): string[] {
  return code.split(/[,;]/).map((part) => part.trim()).filter(Boolean).map((part, index) => label(index + 1, part));
}

/**
 * The per-store availability table (cat 4): a check, circle or minus per store
 * with its words for screen readers; staff also see quantities and the central
 * warehouse's shelf codes as a tooltip. Also used by the Availability tab.
 */
export function StoreAvailabilityTable({ variant, stores, staff, blockedStockText }: StoreAvailabilityTableProps) {
  const { t, href } = useSite();
  const stockOf = (store: StoreView) => variant.storeStocks.find((stock) => stock.storeId === store.id);
  const anyBlocked = stores.some((store) => (stockOf(store)?.blocked ?? 0) > 0);
  return (
    <div className="store-availability">
      <table className="store-availability__table">
        <thead>
          <tr>
            <th scope="col">{t('storeAvailability.store')}</th>
            <th scope="col">{t('storeAvailability.availability')}</th>
            {staff ? <th scope="col">{t('storeAvailability.quantity')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {stores.map((store) => {
            const icon = storeAvailabilityIcon(store, variant);
            const stock = stockOf(store);
            const shelves = staff && store.id === CENTRAL_WAREHOUSE_ID && stock ? shelfLabels(stock.shelfCode, (n, code) => t('storeAvailability.shelf', { n, code })) : [];
            const blocked = (stock?.blocked ?? 0) > 0;
            return (
              <tr key={store.id} className={`store-availability__row store-availability__row--${icon}`}>
                <th scope="row">
                  {store.type === 'retail' ? <a href={href('store', { store: store.slug })}>{store.name}</a> : store.name}
                  {blocked ? (
                    <span className="store-availability__blocked"><span aria-hidden="true"> *</span><span className="visually-hidden"> ({t('storeAvailability.blockedMark')})</span></span>
                  ) : null}
                  {shelves.length > 0 ? (
                    <span className="store-availability__shelf" title={shelves.join('\n')}>
                      <span aria-hidden="true"> ⓘ</span>
                      <span className="visually-hidden"> {shelves.join(', ')}</span>
                    </span>
                  ) : null}
                </th>
                <td>
                  <AvailabilityIcon icon={icon} />
                  <span className="visually-hidden">{t(ICON_TEXT_KEY[icon])}</span>
                </td>
                {staff ? <td>{stock ? stock.quantity : 0}{blocked ? ` (${t('storeAvailability.blockedCount', { count: stock?.blocked ?? 0 })})` : ''}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      {anyBlocked ? <p className="store-availability__note"><span aria-hidden="true">* </span>{blockedStockText || t('availability.blockedDefault')}</p> : null}
      <ul className="store-availability__legend" aria-hidden="true">
        {(['check', 'circle', 'minus'] as const).map((icon) => (
          <li key={icon}><AvailabilityIcon icon={icon} /> {t(ICON_TEXT_KEY[icon])}</li>
        ))}
      </ul>
    </div>
  );
}
