import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../../../shared/types/order.ts';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { OrderEvents } from './order-events.tsx';

const event = (fields: Partial<OrderEvent>): OrderEvent => ({ at: '2025-05-02T21:30:00.000Z', action: 'status', status: null, note: '', ...fields });
const texts = (html: string) => [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((match) => match[1].replace(/<[^>]+>/g, '|'));

describe('the order history the customer sees', () => {
  it('names each entry: a status by its cat 3 label, a cancel as such, a pack-together by the other order, a code with its note', () => {
    const html = renderWithSite(<OrderEvents orderNumber="K1" headingLevel={3} events={[
      event({ status: 'shipped' }),
      event({ action: 'cancel', status: 'manual_cancellation', note: 'Sold out at the supplier.' }),
      event({ action: 'pack_together', note: 'K12345678' }),
      event({ action: 'tracking_code', note: 'JJFI123 (Posti)' }),
      event({ action: 'something_new', status: 'not_a_status' }),
      event({ action: 'answer' }),
    ]} />);
    expect(html).toContain('<h3 id="order-K1-history" class="order-events__title">Order history</h3>');
    // 21:30 UTC on 2 May is 3 May in Helsinki, the shop's calendar (DD.MM.YYYY, cat 9).
    expect(texts(html)).toEqual([
      '|03.05.2025||Status changed to Shipped|',
      '|03.05.2025||Order cancelled||Sold out at the supplier.|',
      '|03.05.2025||To be packed together with order K12345678|',
      '|03.05.2025||Tracking code added||JJFI123 (Posti)|',
      '|03.05.2025||Status changed to not_a_status|',
      '|03.05.2025||Order updated|',
    ]);
  });

  it('shows nothing for an order without visible history', () => {
    expect(renderWithSite(<OrderEvents orderNumber="K1" headingLevel={3} events={[]} />)).toBe('');
  });
});
