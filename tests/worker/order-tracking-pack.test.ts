/**
 * Issue 16 item 4: POST /api/orders/pack-together/ (cat 3 "earlier order to
 * pack together with", cat 5 "A pack-together order must be eligible", cat 8
 * "pack-together not possible with the given order"). Two paid, unshipped
 * orders of one buyer going the same way to the same door are linked, the
 * later naming the earlier, with an entry in both histories; anything else is
 * refused and nothing changes.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { getOrderHead } from '../../worker/data/orders/order-reads.ts';
import { packOrders } from '../../worker/services/orders/pack-orders.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { loggedInCustomer, newAddress } from './account-helpers.ts';
import { en, setUpCheckout } from './checkout-helpers.ts';
import { setStock } from './order-helpers.ts';
import { markOrder, orderAction, paidPoleOrder, snapshot, summaryOf, type TrackedOrder } from './order-tracking-helpers.ts';

beforeAll(async () => {
  await setUpCheckout();
  await setStock(CHECKOUT.polesVariant, { 1: 100 });
});

/** Two paid orders of one guest buyer, the first one earlier. */
async function twoOrders(second: Parameters<typeof paidPoleOrder>[0] = {}): Promise<[TrackedOrder, TrackedOrder]> {
  const email = newAddress('pack');
  const first = await paidPoleOrder({ email });
  await env.DB.prepare("UPDATE orders SET created_at = '2025-05-01T10:00:00.000Z' WHERE id = ?").bind(first.id).run();
  return [first, await paidPoleOrder({ email, ...second })];
}

const packWith = async (orderId: number) => env.DB.prepare('SELECT pack_with_order_id FROM orders WHERE id = ?').bind(orderId).first<number | null>('pack_with_order_id');

describe('packing an order together with an earlier one', () => {
  it('links the later order to the earlier one and says so in both histories', async () => {
    const [earlier, later] = await twoOrders();
    const { status, body } = await orderAction('pack-together', { order_number: later.number, with_order_number: earlier.number.toLowerCase(), email: later.email });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ order_number: later.number, packed_with: [earlier.number], can_pack: false, can_cancel: true });
    expect(body.history).toEqual([expect.objectContaining({ action: 'pack_together', note: earlier.number })]);
    expect(await packWith(later.id)).toBe(earlier.id);
    expect(await packWith(earlier.id)).toBeNull();
    const other = await summaryOf(earlier);
    expect(other).toMatchObject({ packed_with: [later.number], can_pack: true });
    expect(other.history).toEqual([expect.objectContaining({ action: 'pack_together', note: later.number })]);
  });

  it('links the same way when the customer starts from the earlier order, proven by its view token', async () => {
    const [earlier, later] = await twoOrders();
    const { status, body } = await orderAction('pack-together', { order_number: earlier.number, with_order_number: later.number, token: earlier.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ order_number: earlier.number, packed_with: [later.number] });
    expect(await packWith(later.id)).toBe(earlier.id);
  });

  it('packs a logged-in customer\'s order with a guest order of the account\'s address', async () => {
    const customer = await loggedInCustomer();
    const guest = await paidPoleOrder({ email: customer.email });
    await env.DB.prepare("UPDATE orders SET created_at = '2025-05-01T10:00:00.000Z' WHERE id = ?").bind(guest.id).run();
    const own = await paidPoleOrder({ email: customer.email }, { customerToken: customer.token });
    const { status } = await orderAction('pack-together', { order_number: own.number, with_order_number: guest.number }, { token: customer.token });
    expect(status).toBe(200);
    expect(await packWith(own.id)).toBe(guest.id);
  });

  it('leaves a cancelled order out of the orders shown as packed together', async () => {
    const [earlier, later] = await twoOrders();
    expect((await orderAction('pack-together', { order_number: later.number, with_order_number: earlier.number, token: later.token })).status).toBe(200);
    expect((await orderAction('cancel', { order_number: earlier.number, token: earlier.token })).status).toBe(200);
    expect((await summaryOf(later)).packed_with).toEqual([]);
  });
});

describe('cancelling an order that another is packed with', () => {
  it('frees the later order when the earlier one is cancelled, says so in its history, and lets it be packed again', async () => {
    const [earlier, later] = await twoOrders();
    const first = await paidPoleOrder({ email: earlier.email });
    await env.DB.prepare("UPDATE orders SET created_at = '2025-04-30T10:00:00.000Z' WHERE id = ?").bind(first.id).run();
    expect((await orderAction('pack-together', { order_number: later.number, with_order_number: earlier.number, token: later.token })).status).toBe(200);
    expect((await orderAction('cancel', { order_number: earlier.number, token: earlier.token })).status).toBe(200);
    expect(await packWith(later.id)).toBeNull();
    const freed = await summaryOf(later);
    expect(freed.history.map((event) => [event.action, event.note])).toEqual([['pack_together', earlier.number], ['pack_cancelled', earlier.number]]);
    expect(freed.can_pack).toBe(true);
    const again = await orderAction('pack-together', { order_number: later.number, with_order_number: first.number, token: later.token });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await packWith(later.id)).toBe(first.id);
  });

  it('clears the cancelled later order\'s own link and tells the earlier order, by the customer as actor', async () => {
    const [earlier, later] = await twoOrders();
    expect((await orderAction('pack-together', { order_number: later.number, with_order_number: earlier.number, token: later.token })).status).toBe(200);
    expect((await orderAction('cancel', { order_number: later.number, token: later.token })).status).toBe(200);
    expect(await packWith(later.id)).toBeNull();
    const events = await env.DB.prepare("SELECT actor, note, visible FROM desk_events WHERE subject = 'order' AND subject_id = ? AND action = 'pack_cancelled'")
      .bind(earlier.id).all();
    expect(events.results).toEqual([{ actor: 'customer', note: later.number, visible: 1 }]);
    expect((await summaryOf(later)).history.map((event) => event.action)).not.toContain('pack_cancelled');
  });
});

describe('a pack-together that is not possible', () => {
  const refusedCases: Array<[string, () => Promise<{ order: TrackedOrder; withNumber: string; ids: number[] }>]> = [
    ['another address', async () => {
      const [earlier, later] = await twoOrders({ address: 'Aleksanterinkatu 5' });
      return { order: later, withNumber: earlier.number, ids: [earlier.id, later.id] };
    }],
    ['another postal code', async () => {
      const [earlier, later] = await twoOrders({ postal_code: '00180' });
      return { order: later, withNumber: earlier.number, ids: [earlier.id, later.id] };
    }],
    ['another buyer at the same door', async () => {
      const earlier = await paidPoleOrder();
      const later = await paidPoleOrder();
      return { order: later, withNumber: earlier.number, ids: [earlier.id, later.id] };
    }],
    ['an order that has shipped', async () => {
      const [earlier, later] = await twoOrders();
      await markOrder(earlier.id, 'shipped', { shipped: '2025-05-02T10:00:00.000Z' });
      return { order: later, withNumber: earlier.number, ids: [earlier.id, later.id] };
    }],
    ['the order itself', async () => {
      const [earlier] = await twoOrders();
      return { order: earlier, withNumber: earlier.number, ids: [earlier.id] };
    }],
    ['an order number that does not exist', async () => {
      const [earlier] = await twoOrders();
      return { order: earlier, withNumber: 'K00000001', ids: [earlier.id] };
    }],
    ['a later order already packed with another', async () => {
      const email = newAddress('pack');
      const first = await paidPoleOrder({ email });
      const second = await paidPoleOrder({ email });
      await env.DB.batch([
        env.DB.prepare("UPDATE orders SET created_at = '2025-05-01T10:00:00.000Z' WHERE id = ?").bind(first.id),
        env.DB.prepare("UPDATE orders SET created_at = '2025-05-02T10:00:00.000Z' WHERE id = ?").bind(second.id),
      ]);
      const third = await paidPoleOrder({ email });
      expect((await orderAction('pack-together', { order_number: third.number, with_order_number: second.number, token: third.token })).status).toBe(200);
      return { order: third, withNumber: first.number, ids: [first.id, second.id, third.id] };
    }],
  ];

  for (const [name, make] of refusedCases) {
    it(`refuses ${name} with cat 8 "pack-together not possible", and nothing changes`, async () => {
      const { order, withNumber, ids } = await make();
      const before = await snapshot(ids);
      const { status, body } = await orderAction('pack-together', { order_number: order.number, with_order_number: withNumber, email: order.email });
      expect(status).toBe(409);
      expect(body.error).toEqual({
        code: 'pack_not_possible', message: en('orderPages.packTogether.notPossible'), fields: { with_order_number: en('orderPages.packTogether.notPossible') },
      });
      expect(await snapshot(ids)).toEqual(before);
    });
  }

  it('writes nothing when an order ships between the rule\'s read and the write (cat 8 "pack-with-another-order failure")', async () => {
    const [earlier, later] = await twoOrders();
    const stale = (await getOrderHead(env.DB, later.number))!;
    await markOrder(later.id, 'shipped', { shipped: '2025-05-03T10:00:00.000Z' });
    const before = await snapshot([earlier.id, later.id]);
    expect(await packOrders(env.DB, stale, earlier.number, 'customer', new Date())).toEqual({ kind: 'failed' });
    expect(await snapshot([earlier.id, later.id])).toEqual(before);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM order_guards WHERE order_id = ?').bind(later.id).first<number>('n')).toBe(0);
  });

  it('refuses a caller who cannot prove the order theirs with 404, and nothing changes', async () => {
    const [earlier, later] = await twoOrders();
    const before = await snapshot([earlier.id, later.id]);
    const { status, body } = await orderAction('pack-together', { order_number: later.number, with_order_number: earlier.number, email: 'someone.else@example.com' });
    expect([status, body.error.code]).toEqual([404, 'not_found']);
    expect(await snapshot([earlier.id, later.id])).toEqual(before);
  });

  it('answers the message in the page\'s language and 400 for a missing other order', async () => {
    const [earlier, later] = await twoOrders({ postal_code: '00180' });
    const german = await orderAction('pack-together', { order_number: later.number, with_order_number: earlier.number, token: later.token }, { lang: 'de' });
    expect(german.body.error.message).toMatch(/^Ein gemeinsamer Versand mit der angegebenen Bestellung ist nicht möglich/);
    const missing = await orderAction('pack-together', { order_number: later.number, token: later.token });
    expect([missing.status, missing.body.error.fields]).toEqual([400, { with_order_number: en('checkoutForm.error.required') }]);
  });
});
