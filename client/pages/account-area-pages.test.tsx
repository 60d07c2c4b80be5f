// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import { authUserOf } from '../../shared/account/auth-user.ts';
import { dictionaryOf } from '../../shared/route-paths.ts';
import type { CustomerOrdersResponse, CustomerProfile, CustomerResponse } from '../../shared/types/account.ts';
import { renderWithSite } from '../../tests/unit-helpers/test-site.tsx';
import { NavigationContext } from '../navigation/navigation-context.tsx';
import { SiteProvider } from '../site-context.tsx';
import { authStore } from '../state/auth-store.ts';
import AccountPage from './account-page.tsx';
import CheckoutClubInfoPage from './checkout-club-info-page.tsx';
import DeleteAccountPage from './delete-account-page.tsx';
import StopRemindersPage from './stop-reminders-page.tsx';
import { TEST_SITE_CONFIG } from '../../tests/unit-helpers/test-site.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CONFIG = { ...TEST_SITE_CONFIG, deliveryCountryCode: 'fi', deliveryCountryName: 'Finland', contactEmail: '' };
const TOKEN = 'd'.repeat(43);

const customer = (member: boolean): CustomerResponse => ({
  id: 42, is_staff: false, is_admin: false, username: null, postcode: '00100',
  customer: { wishlist_model_ids: [], voted_reviews: [], is_org_user: false, hashed_email: 'abc', email: 'aino@example.fi', cart_content: '', is_club_member: member },
});
const PROFILE: CustomerProfile = {
  email: 'aino@example.fi', first_name: 'Aino', last_name: 'Virtanen', postcode: '00100', language: 'fi', marketing_consent: false,
  club_member_since: null, created_at: '2025-01-02T10:00:00.000Z',
};
const ORDERS: CustomerOrdersResponse = {
  orders: [{ order_number: 'K12345678', status: 'shipped', created_at: '2025-03-04T22:30:00.000Z', total_text: '1\u00a0150\u00a0kr', path: '/en/order/payment_ok/K12345678/tok/' }],
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const refusal = (status: number, code: string, message: string, fields: Record<string, string> = {}) => json(status, { error: { code, message, fields } });

type Answer = (init?: RequestInit) => Response;

let root: Root | null = null;
const navigate = vi.fn();

/**
 * The page mounted in the browser with its own SWR cache; fetch answers by
 * method and path (the query left out): 'GET /api/customer/profile/' and so on.
 */
async function mount(node: ReactNode, answers: Record<string, Answer> = {}) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? 'GET'} ${url.split('?')[0]}`];
    return answer ? answer(init) : json(500, {});
  });
  vi.stubGlobal('fetch', fetch);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SiteProvider config={CONFIG} dictionary={dictionaryOf(en)}>
        <NavigationContext.Provider value={{ status: 'idle', navigate, replaceUrl: () => {} }}>{node}</NavigationContext.Provider>
      </SiteProvider>
    </SWRConfig>,
  ));
  const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
  await settle();
  const input = (id: string) => container.querySelector<HTMLInputElement>(`#field-${id}`)!;
  const type = (id: string, value: string) => act(() => {
    const element = input(id);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const button = (text: string) => [...container.querySelectorAll('button')].find((element) => element.textContent === text)!;
  const click = async (text: string) => {
    await act(async () => button(text).click());
    await settle();
  };
  const alerts = () => [...container.querySelectorAll('[role="alert"]')].map((element) => element.textContent);
  return { container, fetch, input, type, button, click, alerts, settle };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  authStore.clear();
  navigate.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the account area', () => {
  it('renders the same frame for everyone on the server, nothing of a customer', () => {
    const html = renderWithSite(<AccountPage />);
    expect(html).toContain('My account');
    expect(html).toContain('Loading your account');
    expect(html).not.toContain('@');
  });

  it('sends a visitor who is not logged in to the login page, which brings them back', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    authStore.settle();
    await mount(<AccountPage />);
    expect(replace).toHaveBeenCalledWith('/en/accounts/login/?next=%2Fen%2Faccounts%2F');
  });

  it('shows the profile, the club offer and the orders with their cat 3 status and DD.MM.YYYY date', async () => {
    authStore.setUser(authUserOf(customer(false)));
    const page = await mount(<AccountPage />, { 'GET /api/customer/profile/': () => json(200, PROFILE), 'GET /api/customer/orders/': () => json(200, ORDERS) });
    expect(page.input('first_name').value).toBe('Aino');
    expect(page.container.querySelector<HTMLSelectElement>('#field-language')!.value).toBe('fi');
    expect(page.container.textContent).toContain('Logged in as aino@example.fi');
    expect(page.button('Join the club')).toBeDefined();
    const row = page.container.querySelector('.account-orders__table tbody tr')!;
    expect(row.querySelector('a')!.getAttribute('href')).toBe('/en/order/payment_ok/K12345678/tok/');
    // 22:30 UTC on 4 March is 5 March in Helsinki, the shop's calendar.
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['05.03.2025', 'Shipped', '1\u00a0150\u00a0kr']);
  });

  it('joins the club with one PATCH and makes the customer a member at once', async () => {
    authStore.setUser(authUserOf(customer(false)));
    const page = await mount(<AccountPage />, {
      'GET /api/customer/profile/': () => json(200, PROFILE),
      'GET /api/customer/orders/': () => json(200, { orders: [] }),
      'PATCH /api/customer/': () => json(200, customer(true)),
    });
    await page.click('Join the club');
    const patch = page.fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ club_member: true });
    expect(authStore.getState().user?.isClubMember).toBe(true);
    expect(page.alerts()).toContain('Welcome to the club! Club prices now apply to you.');
    expect(page.button('Leave the club')).toBeDefined();
    expect(page.container.textContent).toContain('You have no orders yet.');
  });

  it('shows "Wrong password." on the current password field, tied to it', async () => {
    authStore.setUser(authUserOf(customer(true)));
    const page = await mount(<AccountPage />, {
      'GET /api/customer/profile/': () => json(200, PROFILE),
      'GET /api/customer/orders/': () => json(200, { orders: [] }),
      'POST /api/customer/password/': () => refusal(400, 'wrong_password', 'Wrong password.', { current_password: 'Wrong password.' }),
    });
    await page.type('current_password', 'not it at all');
    await page.type('new_password', 'a new long password');
    await page.click('Save the new password');
    const field = page.input('current_password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe('Wrong password.');
    expect(document.activeElement).toBe(field);
  });

  it('shows the field messages of the profile before sending anything', async () => {
    authStore.setUser(authUserOf(customer(true)));
    const page = await mount(<AccountPage />, { 'GET /api/customer/profile/': () => json(200, PROFILE), 'GET /api/customer/orders/': () => json(200, { orders: [] }) });
    await page.type('first_name', '');
    await page.click('Save details');
    expect(page.input('first_name').getAttribute('aria-invalid')).toBe('true');
    expect(page.fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('logs out and goes to the front page', async () => {
    authStore.setUser(authUserOf(customer(true)));
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    const page = await mount(<AccountPage />, {
      'GET /api/customer/profile/': () => json(200, PROFILE),
      'GET /api/customer/orders/': () => json(200, { orders: [] }),
      'POST /api/auth/logout/': () => json(200, { ok: true, message: 'You have logged out.' }),
    });
    await page.click('Log out');
    // logout() first saves a waiting cart change (a lazily loaded module): a few turns of the loop.
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/'));
    expect(authStore.getState()).toEqual({ loading: false, user: null });
    expect(replace).not.toHaveBeenCalled();
  });

  it('asks for a deletion link to the account\'s own address and shows the server\'s message', async () => {
    authStore.setUser(authUserOf(customer(true)));
    const page = await mount(<AccountPage />, {
      'GET /api/customer/profile/': () => json(200, PROFILE),
      'GET /api/customer/orders/': () => json(200, { orders: [] }),
      'POST /api/auth/delete-account/': () => json(200, { ok: true, message: 'We sent a link.' }),
    });
    await page.click('Send a deletion link');
    const post = page.fetch.mock.calls.find(([url]) => url.startsWith('/api/auth/delete-account/'))!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ email: 'aino@example.fi', language: 'en' });
    expect(page.alerts()).toContain('We sent a link.');
  });
});

describe('the deletion link\'s page', () => {
  it('deletes only on the button, then forgets the user', async () => {
    authStore.setUser(authUserOf(customer(true)));
    const page = await mount(<DeleteAccountPage token={TOKEN} />, { 'POST /api/auth/delete-account/confirm/': () => json(200, { ok: true, message: 'Your account has been deleted.' }) });
    expect(page.fetch).not.toHaveBeenCalled();
    await page.click('Delete my account');
    expect(JSON.parse(String(page.fetch.mock.calls[0][1]!.body))).toEqual({ token: TOKEN });
    expect(page.alerts()[0]).toContain('Your account has been deleted.');
    expect(authStore.getState().user).toBeNull();
  });

  it('shows "failed to delete account" in the server\'s words and a way to ask for a new link', async () => {
    const failed = 'Failed to delete the account. The link has expired or has already been used; request a new one.';
    const page = await mount(<DeleteAccountPage token={TOKEN} />, {
      'POST /api/auth/delete-account/confirm/': () => refusal(400, 'token_used', failed, { token: failed }),
      'POST /api/auth/delete-account/': () => json(200, { ok: true, message: 'If the address has an account, we sent a link.' }),
    });
    await page.click('Delete my account');
    expect(page.alerts()).toEqual([failed]);
    expect([...page.container.querySelectorAll('button')].some((button) => button.textContent === 'Delete my account')).toBe(false);
    await page.type('email', 'aino@example.fi');
    await page.click('Send a new link');
    expect(page.alerts()).toContain('If the address has an account, we sent a link.');
  });
});

describe('the reminder mail\'s page', () => {
  it('stops the reminders on the button with the address and the key', async () => {
    const page = await mount(<StopRemindersPage email="aino@example.fi" token={TOKEN} />, {
      'POST /api/auth/stop-reminders/': () => json(200, { ok: true, message: 'You will receive no more activation reminders.' }),
    });
    expect(page.container.textContent).toContain('aino@example.fi');
    await page.click('Stop reminders');
    expect(JSON.parse(String(page.fetch.mock.calls[0][1]!.body))).toEqual({ email: 'aino@example.fi', token: TOKEN });
    expect(page.alerts()).toEqual(['You will receive no more activation reminders.']);
  });

  it('says "failed to stop reminders" for a refused link and for one without a key', async () => {
    const failed = 'Failed to stop the reminders. The link has expired or is not valid.';
    const refused = await mount(<StopRemindersPage email="aino@example.fi" token={TOKEN} />, { 'POST /api/auth/stop-reminders/': () => refusal(400, 'token_invalid', failed) });
    await refused.click('Stop reminders');
    expect(refused.alerts()).toEqual([failed]);
    act(() => root?.unmount());
    const keyless = await mount(<StopRemindersPage email="aino@example.fi" token="" />, {
      'POST /api/auth/stop-reminders/': () => refusal(400, 'invalid_request', 'This is a required field.', { token: 'This is a required field.' }),
    });
    await keyless.click('Stop reminders');
    expect(keyless.alerts()).toEqual([failed]);
  });
});

describe('the club info page', () => {
  it('offers a guest the login, coming back here, and registration', async () => {
    authStore.settle();
    const page = await mount(<CheckoutClubInfoPage />);
    const hrefs = [...page.container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/en/accounts/login/?next=%2Fen%2Fcheckout%2Fclub-info%2F&reason=club');
    expect(hrefs).toContain('/en/accounts/register/');
  });

  it('lets a customer join and goes back to the cart', async () => {
    authStore.setUser(authUserOf(customer(false)));
    const page = await mount(<CheckoutClubInfoPage />, { 'PATCH /api/customer/': () => json(200, customer(true)) });
    await page.click('Join the club');
    expect(authStore.getState().user?.isClubMember).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/en/checkout/');
  });

  it('tells a member they are one', async () => {
    authStore.setUser(authUserOf(customer(true)));
    const page = await mount(<CheckoutClubInfoPage />);
    expect(page.container.textContent).toContain('You are a member of the Kaira Outdoor club');
    expect(page.container.querySelector('button')).toBeNull();
  });
});
