import type { StaffOrderResponse } from '../../../shared/types/order-desk.ts';
import { useSite } from '../../site-context.tsx';
import { useDeskMoney } from './order-desk-labels.ts';

/**
 * The gift cards a paid order bought (decision 028), with their codes: a
 * physical card's code is printed from its printable card in the warehouse
 * and packed with the order; a web card's was mailed to the buyer.
 */
export function OrderGiftCards({ view }: { view: StaffOrderResponse }) {
  const { t } = useSite();
  const money = useDeskMoney();
  const caption = t('orderDesk.giftCards.caption', { number: view.order.order_number });
  return (
    <>
      <p>{t('orderDesk.giftCards.hint')}</p>
      <div className="table-scroll" role="group" aria-label={caption} tabIndex={0}>
        <table className="order-desk__table">
          <caption className="desk-table__caption">{caption}</caption>
          <thead>
            <tr>
              {(['kind', 'code', 'value', 'balance', 'card'] as const).map((column) => <th key={column} scope="col">{t(`orderDesk.giftCards.${column}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {view.gift_cards.map((card) => (
              <tr key={card.position}>
                <th scope="row">{t(`orderDesk.giftCards.${card.kind}`)}</th>
                <td><code>{card.code}</code>{card.enabled ? null : <> ({t('orderDesk.giftCards.disabled')})</>}</td>
                <td>{money.euro(card.value)}</td>
                <td>{money.euro(card.balance)}</td>
                <td><a href={card.print_path} target="_blank" rel="noopener">{t('orderDesk.giftCards.print', { code: card.code })}</a></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
