import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutRequest, CheckoutResponse } from '../../shared/types/checkout.ts';
import type { ProductModelDetail } from '../../shared/types/product-detail.ts';
import type { CreateOrderRequest, CreateOrderResponse } from '../../shared/types/order.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { callApi, loggedInCustomer } from './account-helpers.ts';
import { cart, postCheckout, row, setUpCheckout } from './checkout-helpers.ts';
import { get, orderBody, post, setStock, storedOrder } from './order-helpers.ts';

/**
 * Issue 15 item 6: club prices at checkout for club members only, decided
 * from the session, never from the body; the order charges the checkout's
 * price and remembers the account. The checkout catalogue's jacket costs
 * 100 € in Finland (regular 120 €, club 90 €); its variant priced apart costs
 * 130 €, and this file gives that variant a club price of its own, 120 €.
 */

const OWN_CLUB_PRICE = 120;

beforeAll(async () => {
  await setUpCheckout();
  // cat 3 variant prices hold regular, active and club: the product page shows this one for the variant.
  await env.DB.prepare('UPDATE variant_prices SET club = ?1 WHERE variant_id = ?2 AND tax_area_id = 1').bind(OWN_CLUB_PRICE, CHECKOUT.jacketOwnPrice).run();
});

type Customer = Awaited<ReturnType<typeof loggedInCustomer>>;

const bearer = (customer: Customer | null): Record<string, string> => (customer ? { authorization: `Bearer ${customer.token}` } : {});

async function setClubMember(customer: Customer, member: boolean): Promise<void> {
  const response = await callApi('/customer/', { club_member: member }, { method: 'PATCH', token: customer.token });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A registered, logged-in customer who has joined the club. */
async function clubMember(): Promise<Customer> {
  const customer = await loggedInCustomer();
  await setClubMember(customer, true);
  return customer;
}

async function checkout(customer: Customer | null, fields: Partial<CheckoutRequest> & Record<string, unknown>): Promise<CheckoutResponse> {
  const response = await postCheckout(cart(fields), bearer(customer));
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json() as Promise<CheckoutResponse>;
}

function order(customer: Customer | null, body: CreateOrderRequest): Promise<Response> {
  return post('/api/orders/', body, bearer(customer));
}

/** Two jackets at the model's price: over the free delivery limit, so the amount to pay is the products' price. */
const twoJackets = { products: [row(CHECKOUT.jacketInHelsinki, 2)] };

describe('POST /api/checkout/ prices club rows for club members only', () => {
  it("prices a member's row at the club price the product page shows, marked as the club price", async () => {
    const detail = await (await get('/api/products/productmodel/checkout-jacket/?lang=en')).json<ProductModelDetail>();
    const shownClub = detail.prices['1'].club;
    const shownOwnClub = detail.products.find((variant) => variant.id === CHECKOUT.jacketOwnPrice)?.prices?.['1'].club;
    expect([shownClub, shownOwnClub]).toEqual([90, OWN_CLUB_PRICE]);

    const body = await checkout(await clubMember(), { products: [row(CHECKOUT.jacketInHelsinki, 2), row(CHECKOUT.jacketOwnPrice)] });
    expect(body.products.map((line) => [line.price, line.row_total])).toEqual([
      [{ active: shownClub, regular: 120, type: 'club' }, 180],
      [{ active: shownOwnClub, regular: 130, type: 'club' }, OWN_CLUB_PRICE],
    ]);
    expect(body.products_price).toBe(300);
  });

  it('prices a logged-in customer outside the club and a guest at the regular price', async () => {
    for (const customer of [await loggedInCustomer(), null]) {
      const body = await checkout(customer, twoJackets);
      expect(body.products[0].price).toEqual({ active: 100, regular: 120 });
      expect(body.products_price).toBe(200);
    }
  });

  it('reads the session from the so.auth cookie as well as from the Authorization header', async () => {
    const member = await clubMember();
    const response = await postCheckout(cart(twoJackets), { cookie: `so.auth=${encodeURIComponent(`Bearer ${member.token}`)}` });
    expect(((await response.json()) as CheckoutResponse).products_price).toBe(180);
  });

  it("changes nothing for customer_id or is_club_member in the body: only the session's membership counts", async () => {
    const member = await clubMember();
    const claims = { ...twoJackets, customer_id: member.id, is_club_member: true };
    expect((await checkout(null, claims)).products_price).toBe(200);
    expect((await checkout(await loggedInCustomer(), claims)).products_price).toBe(200);
    // A member who names somebody else, or claims nothing, is still priced as the member the session says.
    expect((await checkout(member, { ...twoJackets, customer_id: member.id + 1000, is_club_member: false })).products_price).toBe(180);
  });

  it('ends the club price as soon as the member leaves the club', async () => {
    const member = await clubMember();
    expect((await checkout(member, twoJackets)).products_price).toBe(180);
    await setClubMember(member, false);
    expect((await checkout(member, twoJackets)).products_price).toBe(200);
  });

  it('prices a bundle at the figure its section shows, for members too', async () => {
    const bundle = { products: [row(`${CHECKOUT.bundle}-1700000000`, 1, `${CHECKOUT.jacketInHelsinki},${CHECKOUT.polesVariant}`)] };
    const [memberBody, guestBody] = [await checkout(await clubMember(), bundle), await checkout(null, bundle)];
    expect(memberBody.products[0].price).toEqual(guestBody.products[0].price);
    expect(memberBody.products[0].price.type).toBeUndefined();
  });
});

describe('POST /api/orders/ charges what the checkout showed and remembers the account', () => {
  it('charges a member the club price and writes the order with their account', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { 1: 5 });
    const member = await clubMember();
    const shown = await checkout(member, twoJackets);
    const response = await order(member, orderBody(twoJackets, { shown: { currency_code: 'eur', to_pay: shown.total_price } }));
    expect(response.status, await response.clone().text()).toBe(200);
    const stored = await storedOrder(((await response.json()) as CreateOrderResponse).order_number);
    expect(stored).toMatchObject({ products_price: 180, total_price: 180, to_pay: 180 });
    const record = await env.DB.prepare('SELECT customer_id FROM orders WHERE id = ?').bind(stored.id).first<{ customer_id: number | null }>();
    expect(record?.customer_id).toBe(member.id);
    const rows = await env.DB.prepare('SELECT unit_price, row_total FROM order_rows WHERE order_id = ?').bind(stored.id).all();
    expect(rows.results).toEqual([{ unit_price: 90, row_total: 180 }]);
    const payment = await env.DB.prepare('SELECT amount FROM payments WHERE order_id = ?').bind(stored.id).first<{ amount: number }>();
    expect(payment?.amount).toBe(180);
  });

  it('refuses, with 409 total_changed, a guest whose page showed the club total', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { 1: 5 });
    const response = await order(null, orderBody(twoJackets, { shown: { currency_code: 'eur', to_pay: 180 } }));
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('total_changed');
  });

  it("charges a logged-in customer outside the club the regular price, on their account", async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { 1: 5 });
    const customer = await loggedInCustomer();
    const response = await order(customer, orderBody(twoJackets, { shown: { currency_code: 'eur', to_pay: 200 } }));
    expect(response.status, await response.clone().text()).toBe(200);
    const stored = await storedOrder(((await response.json()) as CreateOrderResponse).order_number);
    expect(stored).toMatchObject({ products_price: 200, to_pay: 200 });
    expect(await env.DB.prepare('SELECT customer_id FROM orders WHERE id = ?').bind(stored.id).first('customer_id')).toBe(customer.id);
  });

  it("writes a guest's order with no account, whatever customer_id or club claim the body carries", async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { 1: 5 });
    const member = await clubMember();
    const body = orderBody({ ...twoJackets, customer_id: member.id, is_club_member: true } as Partial<CheckoutRequest>);
    const response = await order(null, { ...body, customer_id: member.id } as CreateOrderRequest);
    expect(response.status, await response.clone().text()).toBe(200);
    const stored = await storedOrder(((await response.json()) as CreateOrderResponse).order_number);
    expect(stored).toMatchObject({ products_price: 200, to_pay: 200 });
    expect(await env.DB.prepare('SELECT customer_id FROM orders WHERE id = ?').bind(stored.id).first('customer_id')).toBeNull();
  });
});
