// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import { authUserOf } from '../../shared/account/auth-user.ts';
import { RETURN_DAYS } from '../../shared/service/return-window.ts';
import { dictionaryOf } from '../../shared/route-paths.ts';
import type { CustomerResponse } from '../../shared/types/account.ts';
import type { ReturnFormResponse, ReturnSubmitResponse } from '../../shared/types/returns.ts';
import { renderWithSite, TEST_SITE_CONFIG } from '../../tests/unit-helpers/test-site.tsx';
import { OrderHistory } from '../components/account/order-history.tsx';
import { SiteProvider } from '../site-context.tsx';
import { authStore } from '../state/auth-store.ts';
import ReturnsFormPage from './returns-form-page.tsx';
import ReturnsPage from './returns-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TOKEN = 'r'.repeat(43);
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const refusal = (status: number, code: string, message: string, fields: Record<string, string> = {}) => json(status, { error: { code, message, fields } });

const FORM: ReturnFormResponse = {
  order_number: 'K12345678', ordered_at: '2025-03-04T10:00:00.000Z', last_day: '2025-06-12', abroad: false, email: 'aino@example.fi',
  rows: [
    { position: 0, name: 'Shell jacket', variant_text: 'Red, M', image: '', unit_price_text: '100 €', ordered: 2, returnable: 2, exchange_options: [{ variant_id: 77, text: 'Red, L' }] },
    { position: 1, name: 'Poles', variant_text: '', image: '', unit_price_text: '39,95 €', ordered: 1, returnable: 1, exchange_options: [] },
  ],
  return_place: { name: 'Kaira Outdoor returns', address_lines: ['Teollisuustie 12', '01510 Vantaa'], by_post: true },
};
const DONE: ReturnSubmitResponse = {
  case_number: 'R12345678', email: 'aino@example.fi', instructions: ['Pack them.', 'We refund in 1 to 5 days.'], return_place: FORM.return_place,
};

let root: Root | null = null;

/** The page mounted in the browser with its own SWR cache; fetch answers by 'METHOD /path' (the query left out). */
async function mount(node: ReactNode, answers: Record<string, (init?: RequestInit) => Response> = {}) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => answers[`${init?.method ?? 'GET'} ${url.split('?')[0]}`]?.(init) ?? json(500, {}));
  vi.stubGlobal('fetch', fetch);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SiteProvider config={TEST_SITE_CONFIG} dictionary={dictionaryOf(en)}>{node}</SiteProvider>
    </SWRConfig>,
  ));
  const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
  await settle();
  const field = <T extends HTMLElement>(id: string) => container.querySelector<T>(`#field-${id}`)!;
  const set = (id: string, value: string) => act(() => {
    const element = field<HTMLInputElement | HTMLSelectElement>(id);
    const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
  const click = async (text: string) => {
    await act(async () => [...container.querySelectorAll('button')].find((element) => element.textContent === text)!.click());
    await settle();
  };
  const alerts = () => [...container.querySelectorAll('[role="alert"]')].map((element) => element.textContent);
  const posted = (path: string) => JSON.parse(String(fetch.mock.calls.find(([url, init]) => init?.method === 'POST' && url.startsWith(path))![1]!.body));
  return { container, fetch, field, set, click, alerts, posted, settle };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  authStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/returns/', () => {
  it('renders the same frame for everyone on the server: the return time, the guest form with the picked order, nothing of a customer', () => {
    const html = renderWithSite(<ReturnsPage orderNumber="K12345678" />);
    expect(html).toContain('Return products');
    expect(html).toContain(en.returns.intro.replace('{{days}}', String(RETURN_DAYS)));
    expect(html).toContain('value="K12345678"');
    expect(html).not.toContain('@');
  });

  it('asks for the link with the email and order number, and keeps them when the order is not found', async () => {
    authStore.settle();
    const page = await mount(<ReturnsPage orderNumber="" />, {
      'POST /api/returns/request/': () => refusal(404, 'order_not_found', 'Order not found. Check the email address and the order number.'),
    });
    await page.click('Send the return link');
    expect(page.field('email').getAttribute('aria-invalid')).toBe('true');
    expect(page.fetch).not.toHaveBeenCalled();
    await page.set('email', 'aino@example.fi');
    await page.set('order_number', 'K12345678');
    await page.click('Send the return link');
    expect(page.posted('/api/returns/request/')).toEqual({ email: 'aino@example.fi', order_number: 'K12345678' });
    expect(page.alerts()).toEqual(['Order not found. Check the email address and the order number.']);
    expect(page.field<HTMLInputElement>('email').value).toBe('aino@example.fi');
  });

  it('says why an order that has not shipped cannot be returned, with the way to the order page', async () => {
    authStore.settle();
    const page = await mount(<ReturnsPage orderNumber="K12345678" />, {
      'POST /api/returns/request/': () => refusal(409, 'not_shipped', en.returns.error.notShipped),
    });
    await page.set('email', 'aino@example.fi');
    await page.click('Send the return link');
    const alert = page.container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain(en.returns.refusals.not_shipped);
    expect(alert.querySelector('a')!.getAttribute('href')).toBe('/en/view-order/');
  });

  it('lets a logged-in customer pick one of their shipped orders, the history\'s choice first', async () => {
    const customer: CustomerResponse = {
      id: 42, is_staff: false, is_admin: false, username: null, postcode: '00100',
      customer: { wishlist_model_ids: [], voted_reviews: [], is_org_user: false, hashed_email: 'abc', email: 'aino@example.fi', cart_content: '', is_club_member: false },
    };
    authStore.setUser(authUserOf(customer));
    const orders = [
      { order_number: 'K00000001', status: 'processing', created_at: '2025-05-01T10:00:00.000Z', total_text: '10 €', path: '/x/' },
      { order_number: 'K00000002', status: 'delivered', created_at: '2025-04-01T10:00:00.000Z', total_text: '20 €', path: '/y/' },
      { order_number: 'K00000003', status: 'shipped', created_at: '2025-03-01T10:00:00.000Z', total_text: '30 €', path: '/z/' },
    ];
    const page = await mount(<ReturnsPage orderNumber="K00000003" />, {
      'GET /api/customer/orders/': () => json(200, { orders }),
      'POST /api/returns/request/': () => json(200, { ok: true, message: 'We have sent a link.' }),
    });
    const picker = page.field<HTMLSelectElement>('picked_order');
    expect([...picker.options].map((option) => option.value)).toEqual(['K00000002', 'K00000003']);
    expect(picker.value).toBe('K00000003');
    await page.click('Send the return link');
    expect(page.posted('/api/returns/request/')).toEqual({ order_number: 'K00000003' });
    expect(page.alerts()).toEqual(['We have sent a link.']);
  });
});

describe('/returns/form/{token}/', () => {
  const open = (answers: Record<string, (init?: RequestInit) => Response> = {}) => mount(<ReturnsFormPage token={TOKEN} />, { 'GET /api/returns/form/': () => json(200, FORM), ...answers });

  it('says "request expired" with the way to ask again for a used link', async () => {
    const page = await mount(<ReturnsFormPage token={TOKEN} />, { 'GET /api/returns/form/': () => refusal(400, 'token_used', en.returns.error.requestExpired) });
    const alert = page.container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain(en.returns.error.requestExpired);
    expect(alert.querySelector('a')!.getAttribute('href')).toBe('/en/returns/');
  });

  it('lists the rows; sent with nothing chosen it says so, and a row without a reason gets the message and the focus', async () => {
    const page = await open();
    expect(page.container.textContent).toContain('Return the products by 12.06.2025.');
    await page.click('Send the return');
    expect(page.alerts()).toEqual([en.returns.error.noRows]);
    await page.set('row-1-amount', '1');
    await page.click('Send the return');
    const reason = page.field('row-1-reason');
    expect(document.getElementById(reason.getAttribute('aria-describedby')!)!.textContent).toBe('A return reason must be selected.');
    expect(document.activeElement).toBe(reason);
    expect(page.fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('offers the exchange only where another size is to be had, and shows the server\'s message on the row it names', async () => {
    const page = await open({ 'POST /api/returns/': () => refusal(409, 'not_available', 'The selected colour or size is not available.', { 'rows.0.exchange_variant_id': 'The selected colour or size is not available.' }) });
    await page.set('row-1-amount', '1');
    expect(page.container.querySelector<HTMLInputElement>('input[name="row-1-action"][value="exchange"]')!.disabled).toBe(true);
    await page.set('row-0-amount', '1');
    await page.set('row-0-reason', 'too_small');
    await page.set('row-1-reason', 'changed_mind');
    await act(async () => page.container.querySelector<HTMLInputElement>('input[name="row-0-action"][value="exchange"]')!.click());
    await page.set('row-0-exchange_variant_id', '77');
    await page.click('Send the return');
    const body = page.posted('/api/returns/');
    expect(body.rows).toEqual([
      { position: 0, amount: 1, reason: 'too_small', action: 'exchange', exchange_variant_id: 77, tracking_code: '' },
      { position: 1, amount: 1, reason: 'changed_mind', action: 'return', exchange_variant_id: null, tracking_code: '' },
    ]);
    expect(body.idempotency_key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const size = page.field('row-0-exchange_variant_id');
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(size);
  });

  it('shows the return number, the instructions and the address once the return is written, sending the same key again on a retry', async () => {
    let calls = 0;
    const page = await open({ 'POST /api/returns/': () => (++calls === 1 ? json(503, {}) : json(200, DONE)) });
    await page.set('row-1-amount', '1');
    await page.set('row-1-reason', 'other');
    await page.click('Send the return');
    expect(page.alerts()).toEqual([en.serviceForm.error.sendingFailed]);
    await page.click('Send the return');
    const keys = page.fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)).idempotency_key);
    expect(keys[0]).toBe(keys[1]);
    expect(page.container.textContent).toContain('Your return number is R12345678.');
    expect([...page.container.querySelectorAll('.return-done__steps li')].map((item) => item.textContent)).toEqual(DONE.instructions);
    expect(page.container.querySelector('address')!.textContent).toContain('01510 Vantaa');
    expect(document.activeElement!.textContent).toBe(en.returns.done.title);
  });
});

describe('the account\'s order history', () => {
  it('links each shipped order to /returns/ with it picked, and not one still being packed', () => {
    const html = renderWithSite(<OrderHistory orders={[
      { order_number: 'K00000001', status: 'processing', created_at: '2025-05-01T10:00:00.000Z', total_text: '10 €', path: '/x/' },
      { order_number: 'K00000002', status: 'delivered', created_at: '2025-04-01T10:00:00.000Z', total_text: '20 €', path: '/y/' },
    ]} />);
    expect(html).toContain('href="/en/returns/?order=K00000002"');
    expect(html).not.toContain('?order=K00000001');
  });
});
