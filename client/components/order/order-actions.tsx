import { useState } from 'react';
import type { OrderSummary } from '../../../shared/types/order.ts';
import { useSite } from '../../site-context.tsx';
import type { OrderProofFields } from './order-action-call.ts';
import { OrderCancel } from './order-cancel.tsx';
import { PackTogetherForm } from './pack-together-form.tsx';

/**
 * What the customer may still do with their order (issue 16 item 4): cancel
 * it and pack it with an earlier order, while it has not shipped. The
 * outcome is said in a status line that stays after the buttons have gone.
 */
export function OrderActions({ order, proof, headingLevel, onChanged }: {
  order: OrderSummary; proof: OrderProofFields; headingLevel: 3 | 4; onChanged: (order: OrderSummary) => void;
}) {
  const { t } = useSite();
  const [notice, setNotice] = useState('');
  const done = (text: string) => (changed: OrderSummary) => {
    setNotice(text);
    onChanged(changed);
  };
  if (!order.can_cancel && !order.can_pack && notice === '') return null;
  return (
    <div className="order-actions">
      <p className="order-actions__notice" role="status">{notice}</p>
      {order.can_cancel ? <OrderCancel order={order} proof={proof} onCancelled={done(t('orderPages.cancel.done'))} /> : null}
      {order.can_pack ? <PackTogetherForm order={order} proof={proof} headingLevel={headingLevel} onPacked={done(t('orderPages.packTogether.done'))} /> : null}
    </div>
  );
}
