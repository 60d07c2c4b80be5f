import { useSite } from '../../site-context.tsx';
import { useMoney } from '../../hooks/use-money.ts';

export interface SummaryRow { key: string; name: string; detail: string; amount: number; unitPrice: number; total: number; image: string }
export interface SummaryTotal { key: string; label: string; euro: number; strong?: boolean }

/**
 * Rows and totals of an order or a cart: the payment page's summary, the
 * confirmation and the order lookup show the same table. A real table with a
 * caption and column headers, so screen readers announce each figure's column.
 */
export function SummaryTable({ caption, rows, totals, price: orderPrice }: {
  caption: string; rows: SummaryRow[]; totals: SummaryTotal[];
  /** A placed order's amounts in the currency it was shown in (decision 016); the visitor's currency otherwise. */
  price?: (euro: number) => string;
}) {
  const { t } = useSite();
  const visitorPrice = useMoney();
  const price = orderPrice ?? visitorPrice;
  return (
    <table className="order-table">
      <caption className="order-table__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orderPages.product')}</th>
          <th scope="col" className="order-table__number">{t('orderPages.amount')}</th>
          <th scope="col" className="order-table__number">{t('orderPages.unitPrice')}</th>
          <th scope="col" className="order-table__number">{t('orderPages.rowTotal')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td className="order-table__product">
              {row.image ? <img className="order-table__image" src={row.image} alt="" width="64" height="64" loading="lazy" /> : null}
              <span>
                <span className="order-table__name">{row.name}</span>
                {row.detail ? <span className="order-table__detail">{row.detail}</span> : null}
              </span>
            </td>
            <td className="order-table__number">{t('orderPages.pieces', { count: row.amount })}</td>
            <td className="order-table__number">{price(row.unitPrice)}</td>
            <td className="order-table__number">{price(row.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals.map((total) => (
          <tr key={total.key} className={total.strong ? 'order-table__total order-table__total--strong' : 'order-table__total'}>
            <th scope="row" colSpan={3}>{total.label}</th>
            <td className="order-table__number">{price(total.euro)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
