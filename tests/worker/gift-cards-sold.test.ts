import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { isGiftCardCodeShape } from '../../shared/gift-card/gift-card-code.ts';
import type { CheckoutGiftCardInput } from '../../shared/types/checkout.ts';
import { issueCardStatements } from '../../worker/data/gift-cards.ts';
import { cancelOrder } from '../../worker/services/orders/cancel-order.ts';
import { staffOrderView } from '../../worker/services/orders/order-desk-view.ts';
import { callApi, mailsTo } from './account-helpers.ts';
import { cart, postCheckout, priced, setUpCheckout } from './checkout-helpers.ts';
import { deskDeps } from './order-desk-helpers.ts';
import { form, get, orderBody, paymentOf, payTest, placeOrder, post, storedOrder } from './order-helpers.ts';

beforeAll(setUpCheckout);

const web = (amount: number, more: Partial<CheckoutGiftCardInput> = {}): CheckoutGiftCardInput => ({ uid: `2427-${amount}-${Math.random()}`, productId: 2427, amount, ...more });
const physical = (amount: number, more: Partial<CheckoutGiftCardInput> = {}): CheckoutGiftCardInput => ({ uid: `1412-${amount}-${Math.random()}`, productId: 1412, amount, ...more });

interface IssuedCard {
  code: string; balance: number; initial_balance: number; expires_at: string; template: string; recipient_name: string; message: string;
  language: string; order_position: number; print_token: string; issued_at: string;
}

async function cardsOf(orderId: number): Promise<IssuedCard[]> {
  return (await env.DB.prepare('SELECT * FROM gift_cards WHERE order_id = ? ORDER BY order_position').bind(orderId).all<IssuedCard>()).results;
}

/** An order of these gift cards by a buyer of its own, paid with the test provider. */
async function buyCards(cards: CheckoutGiftCardInput[], email: string, codes: string[] = []) {
  const created = await placeOrder(orderBody({ gift_card_products: cards, discount_codes: codes }, { form: form({ email }) }));
  const payment = await paymentOf(created.order_number);
  return { created, payment, order: await storedOrder(created.order_number) };
}

describe('gift card amounts at the checkout and the order', () => {
  it('refuses an amount over 10,000 or off the steps of 10 with a 400 on the field', async () => {
    for (const amount of [10_010, 55]) {
      const response = await postCheckout(cart({ gift_card_products: [web(amount)] }));
      expect(response.status).toBe(400);
      const body = await response.json() as { error: { fields: Record<string, string> } };
      expect(Object.keys(body.error.fields)).toContain('gift_card_products.0.amount');
    }
  });

  it('prices 0 as a problem of its row and the cart, never as a sale', async () => {
    const answer = await priced({ gift_card_products: [web(0)] });
    expect(answer.gift_card_products[0].problem).toBeTruthy();
    expect(answer.reason).toBeTruthy();
    expect(answer.products_price).toBe(0);
  });

  it('refuses to place an order with a card of 0, and answers 400 for one off the steps', async () => {
    const zero = await post('/api/orders/', orderBody({ gift_card_products: [web(0)] }));
    expect(zero.status).toBe(409);
    const off = await post('/api/orders/', orderBody({ gift_card_products: [web(15)] }));
    expect(off.status).toBe(400);
    expect(await env.DB.prepare(`SELECT count(*) AS n FROM order_rows WHERE model_id = 2427 AND unit_price IN (0, 15)`).first('n')).toBe(0);
  });

  it('refuses a picture that is not one of the templates', async () => {
    const answer = await priced({ gift_card_products: [web(50, { template: 'clown' })] });
    expect(answer.gift_card_products[0].problem).toBeTruthy();
  });

  it('keeps the web card\'s recipient, message and picture, and drops them from a physical card', async () => {
    const answer = await priced({ gift_card_products: [web(50, { recipient_name: 'Anna', message: 'Enjoy!', template: 'lake' }), physical(30, { recipient_name: 'Ville', message: 'Hi' })] });
    expect(answer.gift_card_products.map(({ uid: _uid, ...card }) => card)).toEqual([
      { productId: 2427, amount: 50, recipient_name: 'Anna', message: 'Enjoy!', template: 'lake', problem: null },
      { productId: 1412, amount: 30, problem: null },
    ]);
    expect(answer.products_price).toBe(80);
  });
});

describe('issuing the web gift cards once the order is paid', () => {
  it('gives each web card row its own code and balance, ships the physical card as a row, and mails the buyer once', async () => {
    const email = 'gift.buyer@example.fi';
    const { created, payment, order } = await buyCards([
      web(50, { recipient_name: 'Anna', message: 'Happy birthday!', template: 'aurora' }), web(120), physical(40),
    ], email);
    expect(await cardsOf(order.id)).toEqual([]);
    await payTest(payment.id, 'pay', payment.callback_secret);
    await payTest(payment.id, 'pay', payment.callback_secret);

    const cards = await cardsOf(order.id);
    expect(cards).toHaveLength(3);
    expect(cards[0]).toMatchObject({ balance: 50, initial_balance: 50, template: 'aurora', recipient_name: 'Anna', message: 'Happy birthday!', language: 'en' });
    expect(cards[1]).toMatchObject({ balance: 120, initial_balance: 120, template: 'fell', recipient_name: '', message: '' });
    // The physical card gets its code and balance too; the warehouse prints it (the staff order view), the buyer's mail does not name it.
    expect(cards[2]).toMatchObject({ balance: 40, initial_balance: 40, order_position: 2 });
    const physicalCard = cards.pop()!;
    for (const card of cards) {
      expect(isGiftCardCodeShape(card.code)).toBe(true);
      expect(card.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(card.print_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
    expect(cards[0].code).not.toBe(cards[1].code);
    const rows = await env.DB.prepare('SELECT model_id, unit_price FROM order_rows WHERE order_id = ? ORDER BY position').bind(order.id).all();
    expect(rows.results).toEqual([{ model_id: 2427, unit_price: 50 }, { model_id: 2427, unit_price: 120 }, { model_id: 1412, unit_price: 40 }]);

    const mails = (await mailsTo(email)).filter((mail) => mail.kind === 'gift_card');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(created.order_number);
    for (const card of cards) {
      expect(mails[0].body_text).toContain(card.code);
      expect(mails[0].body_text).toContain(`/service-products/giftcards/card/${card.print_token}/`);
      expect(mails[0].body_html).toContain(card.code);
    }
    expect(mails[0].body_text).toContain('Anna');
    expect(mails[0].body_text).not.toContain(physicalCard.code);
    const view = await staffOrderView(env.DB, created.order_number);
    expect(view!.gift_cards.map((card) => [card.kind, card.code, card.value])).toEqual([
      ['web', cards[0].code, 50], ['web', cards[1].code, 120], ['physical', physicalCard.code, 40],
    ]);
    expect(view!.gift_cards[2].print_path).toBe(`/service-products/giftcards/card/${physicalCard.print_token}/`);
  });

  it('issues a physical card alone without any gift card mail', async () => {
    const { payment, order } = await buyCards([physical(70)], 'physical.only@example.fi');
    await payTest(payment.id, 'pay', payment.callback_secret);
    const cards = await cardsOf(order.id);
    expect(cards).toHaveLength(1);
    expect(isGiftCardCodeShape(cards[0].code)).toBe(true);
    expect((await mailsTo('physical.only@example.fi')).filter((mail) => mail.kind === 'gift_card')).toEqual([]);
  });

  it('issues nothing more when the paid batch\'s statements run again for the same rows', async () => {
    const { payment, order } = await buyCards([web(70)], 'again@example.fi');
    await payTest(payment.id, 'pay', payment.callback_secret);
    const [card] = await cardsOf(order.id);
    const mail = { subject: 's', text: 't', html: 'h' };
    await env.DB.batch(issueCardStatements(env.DB, order.id, [{ position: card.order_position, code: 'AAAA-BBBB-CCCC-DDDD', printToken: 'x'.repeat(32) }], '2999-01-01', new Date().toISOString(), mail));
    expect(await cardsOf(order.id)).toEqual([card]);
    expect((await mailsTo('again@example.fi')).filter((entry) => entry.kind === 'gift_card')).toHaveLength(1);
  });

  it('issues no card and sends no gift card mail for a cancelled payment', async () => {
    const { payment, order } = await buyCards([web(60)], 'cancelled.gift@example.fi');
    await payTest(payment.id, 'cancel', payment.callback_secret);
    expect(await cardsOf(order.id)).toEqual([]);
    expect((await mailsTo('cancelled.gift@example.fi')).filter((entry) => entry.kind === 'gift_card')).toEqual([]);
  });

  it('serves the printable card in the buyer\'s language, and a 404 page for an unknown link', async () => {
    const { payment, order } = await buyCards([web(90, { recipient_name: 'Matti <b>', message: 'Hyvää joulua!', template: 'birch' })], 'print@example.fi');
    await payTest(payment.id, 'pay', payment.callback_secret);
    const [card] = await cardsOf(order.id);
    const page = await get(`/service-products/giftcards/card/${card.print_token}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(card.code);
    expect(html).toContain('Matti &lt;b&gt;');
    expect(html).toContain('Hyvää joulua!');
    expect(html).toMatch(/<p class="value">90\s€<\/p>/);
    const unknown = await get(`/en/service-products/giftcards/card/${'y'.repeat(32)}/`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Gift card not found');
  });
});

describe('POST /api/giftcards/balance/', () => {
  it('answers the balance and expiry of a card, typed in any case without dashes', async () => {
    const { payment, order } = await buyCards([web(200)], 'balance@example.fi');
    await payTest(payment.id, 'pay', payment.callback_secret);
    const [card] = await cardsOf(order.id);
    const response = await callApi('/giftcards/balance/', { code: card.code.replaceAll('-', '').toLowerCase() });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.json()).toEqual({ balance: 200, expires_at: card.expires_at });
  });

  it('answers an imported card too', async () => {
    const response = await callApi('/giftcards/balance/', { code: 'gift-200' });
    expect(await response.json()).toEqual({ balance: 200, expires_at: '2999-12-31' });
  });

  it('answers 404 for a code no card has, and for a disabled card', async () => {
    for (const code of ['ZZZZ-ZZZZ-ZZZZ-ZZZZ', 'GIFT-OFF']) {
      const response = await callApi('/giftcards/balance/', { code });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
  });

  it('keeps the code out of the address: a GET is 405, and another origin is refused', async () => {
    expect((await callApi('/giftcards/balance/?code=GIFT-50')).status).toBe(405);
    expect((await callApi('/giftcards/balance/', { code: 'GIFT-50' }, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
  });

  it('answers 400 with the field\'s message for a missing, empty or impossible code', async () => {
    for (const body of [{}, { code: '' }, { code: '<script>' }, { code: 'A'.repeat(65) }, { code: 50 }, []]) {
      const response = await callApi('/giftcards/balance/', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(answer.error.fields.code, JSON.stringify(body)).toMatch(/gift card code/i);
    }
  });

  it('answers 429 after 30 lookups from one client in ten minutes', async () => {
    const client = '203.0.113.77';
    for (let index = 0; index < 30; index++) expect((await callApi('/giftcards/balance/', { code: 'NOPE-0000' }, { client })).status).not.toBe(429);
    const refused = await callApi('/giftcards/balance/', { code: 'GIFT-50' }, { client });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});

describe('paying with a gift card bought in the shop', () => {
  it('pays another order with the new code and leaves the rest on the card', async () => {
    const bought = await buyCards([web(30)], 'first@example.fi');
    await payTest(bought.payment.id, 'pay', bought.payment.callback_secret);
    const [card] = await cardsOf(bought.order.id);

    // Another 40 € card, paid 30 € by the code and 10 € (plus delivery) by card.
    const second = await buyCards([physical(40)], 'second@example.fi', [card.code]);
    const stored = await env.DB.prepare('SELECT gift_card_paid, to_pay, total_price FROM orders WHERE id = ?').bind(second.order.id).first<{ gift_card_paid: number; to_pay: number; total_price: number }>();
    expect(stored!.gift_card_paid).toBe(30);
    expect(stored!.to_pay).toBe(stored!.total_price - 30);
    const balance = await callApi('/giftcards/balance/', { code: card.code });
    expect(await balance.json()).toEqual({ balance: 0, expires_at: card.expires_at });
  });
});

describe('typing a bought card\'s code at the checkout', () => {
  it('takes it in lower case, without dashes or with spaces, as the balance check does', async () => {
    const bought = await buyCards([web(60)], 'typed.code@example.fi');
    await payTest(bought.payment.id, 'pay', bought.payment.callback_secret);
    const [card] = await cardsOf(bought.order.id);
    const bare = card.code.replaceAll('-', '').toLowerCase();
    const answer = await priced({ gift_card_products: [physical(20)], discount_codes: [bare] });
    expect(answer.reason).toBeFalsy();
    const second = await buyCards([physical(20)], 'typed.code.second@example.fi', [` ${card.code.replaceAll('-', ' ').toLowerCase()} `]);
    const stored = await env.DB.prepare('SELECT gift_card_paid FROM orders WHERE id = ?').bind(second.order.id).first<{ gift_card_paid: number }>();
    expect(stored!.gift_card_paid).toBeGreaterThan(0);
  });
});

describe('cancelling a paid order that bought web gift cards', () => {
  const cancel = (orderId: number) => cancelOrder(deskDeps(), { orderId, actor: 'staff@example.com', refund: true }, new Date());
  const enabled = async (orderId: number) =>
    (await env.DB.prepare('SELECT is_enabled FROM gift_cards WHERE order_id = ? ORDER BY order_position').bind(orderId).all<{ is_enabled: number }>()).results.map((card) => card.is_enabled);

  it('disables the unspent cards in the cancel\'s batch, so they no longer pay or show a balance', async () => {
    const bought = await buyCards([web(40), web(20)], 'cancel.cards@example.fi');
    await payTest(bought.payment.id, 'pay', bought.payment.callback_secret);
    const [card] = await cardsOf(bought.order.id);
    expect(await cancel(bought.order.id)).toMatchObject({ kind: 'cancelled' });
    expect(await enabled(bought.order.id)).toEqual([0, 0]);
    expect((await callApi('/giftcards/balance/', { code: card.code })).status).toBe(404);
  });

  it('refuses the cancel, changing nothing, once one of its cards has been spent', async () => {
    const bought = await buyCards([web(30), web(50)], 'spent.cards@example.fi');
    await payTest(bought.payment.id, 'pay', bought.payment.callback_secret);
    const [first] = await cardsOf(bought.order.id);
    await buyCards([physical(10)], 'spender@example.fi', [first.code]);
    expect(await cancel(bought.order.id)).toEqual({ kind: 'not_cancellable', status: 'processing', giftCardSpent: true });
    expect((await storedOrder(bought.created.order_number)).status).toBe('processing');
    expect(await enabled(bought.order.id)).toEqual([1, 1]);
  });
});
