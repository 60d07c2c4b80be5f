// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import { CHECKOUT_STORAGE_KEY } from '../../shared/cart-storage.ts';
import { dictionaryOf } from '../../shared/route-paths.ts';
import type { CustomerResponse } from '../../shared/types/account.ts';
import { renderWithSite } from '../../tests/unit-helpers/test-site.tsx';
import { NavigationContext } from '../navigation/navigation-context.tsx';
import { SiteProvider } from '../site-context.tsx';
import { authStore } from '../state/auth-store.ts';
import { checkoutStore } from '../state/checkout-store.ts';
import { stopCartSync } from '../state/cart-sync.ts';
import ActivatePage from './activate-page.tsx';
import LoginPage from './login-page.tsx';
import RegisterPage from './register-page.tsx';
import ResetPasswordConfirmPage from './reset-password-confirm-page.tsx';
import { TEST_SITE_CONFIG } from '../../tests/unit-helpers/test-site.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CONFIG = { ...TEST_SITE_CONFIG, contactEmail: '' };
const TOKEN = 'a'.repeat(43);

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const refusal = (status: number, code: string, message: string, fields: Record<string, string> = {}) => json(status, { error: { code, message, fields } });

let root: Root | null = null;
const navigate = vi.fn();

/** The page mounted in the browser, with a fetch that answers each call in turn. */
async function mount(node: ReactNode, answers: Array<() => Response> = []) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => (answers.shift() ?? (() => json(500, {})))());
  vi.stubGlobal('fetch', fetch);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(
    <SiteProvider config={CONFIG} dictionary={dictionaryOf(en)}>
      <NavigationContext.Provider value={{ status: 'idle', navigate, replaceUrl: () => {} }}>{node}</NavigationContext.Provider>
    </SiteProvider>,
  ));
  const input = (id: string) => container.querySelector<HTMLInputElement>(`#field-${id}`)!;
  const type = (id: string, value: string) => act(() => {
    const element = input(id);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const submit = () => act(async () => { container.querySelector('form')!.requestSubmit(); });
  const alert = () => container.querySelector('[role="alert"]')?.textContent ?? null;
  return { container, fetch, input, type, submit, alert, posted: (index: number) => JSON.parse(String(fetch.mock.calls[index][1]?.body)) };
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  stopCartSync();
  authStore.clear();
  navigate.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the login page', () => {
  it('says why the visitor was sent, in the server\'s HTML, and links to registration and the password reset', () => {
    const wishlist = renderWithSite(<LoginPage reason="wishlist" next={null} />);
    expect(wishlist).toContain('Adding to wishlist requires login');
    expect(renderWithSite(<LoginPage reason="vote" next={null} />)).toContain('You need to be logged in to like');
    expect(renderWithSite(<LoginPage reason={null} next={null} />)).not.toContain('account-page__notice');
    expect(wishlist).toContain('href="/en/accounts/register/"');
    expect(wishlist).toContain('href="/en/accounts/reset-password/"');
  });

  it('shows each missing field\'s message beside it, focuses the first and sends nothing', async () => {
    const page = await mount(<LoginPage reason={null} next={null} />);
    await page.submit();
    expect(page.fetch).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(page.input('email'));
    expect(page.input('email').getAttribute('aria-describedby')).toBe('field-email-error');
    expect(page.container.querySelector('#field-email-error')?.textContent).toBe('This is a required field.');
    expect(page.container.querySelector('#field-password-error')?.textContent).toBe('This is a required field.');
  });

  it('shows the server\'s message for wrong credentials as an alert', async () => {
    const page = await mount(<LoginPage reason={null} next={null} />, [() => refusal(401, 'wrong_credentials', 'Wrong username or password.')]);
    await page.type('email', 'aino@example.fi');
    await page.type('password', 'not-the-one');
    await page.submit();
    expect(page.fetch.mock.calls[0][0]).toBe('/api/auth/login/?lang=en');
    expect(page.posted(0)).toEqual({ email: 'aino@example.fi', password: 'not-the-one' });
    expect(page.alert()).toBe('Wrong username or password.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs in, merges the saved cart into the local one and goes back where the visitor came from', async () => {
    localStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ products: [{ productId: 1, amount: 2 }] }));
    const customer: CustomerResponse = {
      id: 42, is_staff: false, is_admin: false, username: null, postcode: '33100',
      customer: { wishlist_model_ids: [], voted_reviews: [], is_org_user: false, hashed_email: 'h', email: 'aino@example.fi', cart_content: '{"products":[{"productId":2,"amount":1}]}', is_club_member: false },
    };
    const page = await mount(<LoginPage reason="wishlist" next="/en/tent/" />, [
      () => json(200, { token_type: 'Bearer', access_token: 't', expires_in: 60 }),
      () => json(200, customer),
    ]);
    await page.type('email', 'aino@example.fi');
    await page.type('password', 'correct horse');
    await page.submit();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/tent/'));
    expect(authStore.getState().user?.id).toBe(42);
    expect(checkoutStore.getState().products.map((row) => row.productId)).toEqual([1, 2]);
    expect(checkoutStore.getState().postcode).toBe('33100');
  });

  it('goes to the account area when there is no page to go back to', async () => {
    const customer = { id: 1, is_staff: false, is_admin: false, username: null, postcode: '', customer: { wishlist_model_ids: [], voted_reviews: [], is_org_user: false, hashed_email: 'h', email: 'a@b.fi', cart_content: '', is_club_member: false } };
    const page = await mount(<LoginPage reason={null} next={null} />, [() => json(200, { token_type: 'Bearer', access_token: 't', expires_in: 60 }), () => json(200, customer)]);
    await page.type('email', 'a@b.fi');
    await page.type('password', 'correct horse');
    await page.submit();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/accounts/'));
  });
});

describe('the registration page', () => {
  it('reads the password rule with the field', () => {
    const html = renderWithSite(<RegisterPage />);
    expect(html).toContain('aria-describedby="field-password-hint"');
    expect(html).toContain('At least 8 characters.');
  });

  it('sends the form in the page language and shows the server\'s message in place of the form', async () => {
    const page = await mount(<RegisterPage />, [() => json(200, { ok: true, message: 'Check your email.' })]);
    await page.type('email', 'aino@example.fi');
    await page.type('password', 'correct horse');
    await page.type('first_name', 'Aino');
    await page.type('last_name', 'Virtanen');
    await act(() => { page.container.querySelector<HTMLInputElement>('input[name="join_club"]')!.click(); });
    await page.submit();
    expect(page.posted(0)).toEqual({ email: 'aino@example.fi', password: 'correct horse', first_name: 'Aino', last_name: 'Virtanen', postcode: '', marketing_consent: false, join_club: true, language: 'en' });
    expect(page.alert()).toBe('Check your email.');
    expect(page.container.querySelector('form')).toBeNull();
  });

  it('puts the server\'s field messages beside their fields', async () => {
    const page = await mount(<RegisterPage />, [() => refusal(400, 'invalid_request', 'Enter a valid postal code.', { postcode: 'Enter a valid postal code.' })]);
    for (const [field, value] of [['email', 'a@b.fi'], ['password', 'correct horse'], ['first_name', 'A'], ['last_name', 'B'], ['postcode', '00100']]) await page.type(field, value);
    await page.submit();
    expect(page.container.querySelector('#field-postcode-error')?.textContent).toBe('Enter a valid postal code.');
    expect(document.activeElement).toBe(page.input('postcode'));
  });
});

describe('the activation page', () => {
  it('changes nothing on the server render: it only says it is activating', () => {
    const html = renderWithSite(<ActivatePage token={TOKEN} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Activating your account…');
  });

  it('posts the token once and links to login when the account was already activated', async () => {
    const page = await mount(<ActivatePage token={TOKEN} />, [() => refusal(400, 'already_activated', 'Your username has already been activated. Try logging in.', { token: 'x' })]);
    await vi.waitFor(() => expect(page.alert()).toBe('Your username has already been activated. Try logging in.Log in'));
    expect(page.fetch).toHaveBeenCalledTimes(1);
    expect(page.posted(0)).toEqual({ token: TOKEN });
    expect(page.container.querySelector('[role="alert"] a')?.getAttribute('href')).toBe('/en/accounts/login/');
  });

  it('says a link that cannot be a token is not valid, without asking the server', async () => {
    const page = await mount(<ActivatePage token="short" />);
    expect(page.alert()).toBe(en.account.error.linkInvalid);
    expect(page.fetch).not.toHaveBeenCalled();
  });

  it('offers to try again when the server could not answer', async () => {
    const page = await mount(<ActivatePage token={TOKEN} />, [() => json(503, {}), () => json(200, { ok: true, message: 'Your account is now active.' })]);
    await vi.waitFor(() => expect(page.container.querySelector('[role="alert"] button')).not.toBeNull());
    await act(async () => page.container.querySelector<HTMLButtonElement>('[role="alert"] button')!.click());
    await vi.waitFor(() => expect(page.alert()).toBe('Your account is now active.Log in'));
  });
});

describe('the new password page', () => {
  it('checks the two passwords match before sending', async () => {
    const page = await mount(<ResetPasswordConfirmPage token={TOKEN} />);
    await page.type('password', 'correct horse');
    await page.type('password_again', 'correct hose');
    await page.submit();
    expect(page.fetch).not.toHaveBeenCalled();
    expect(page.container.querySelector('#field-password_again-error')?.textContent).toBe('The passwords do not match.');
    expect(document.activeElement).toBe(page.input('password_again'));
  });

  it('shows an expired link\'s message with the way to ask for a new one', async () => {
    const page = await mount(<ResetPasswordConfirmPage token={TOKEN} />, [() => refusal(400, 'token_expired', 'This link has expired.', { token: 'This link has expired.' })]);
    await page.type('password', 'correct horse');
    await page.type('password_again', 'correct horse');
    await page.submit();
    expect(page.posted(0)).toEqual({ token: TOKEN, password: 'correct horse' });
    expect(page.container.querySelector('[role="alert"] a')?.getAttribute('href')).toBe('/en/accounts/reset-password/');
  });

  it('says the password changed, links to login and forgets the user whose sessions ended', async () => {
    const page = await mount(<ResetPasswordConfirmPage token={TOKEN} />, [() => json(200, { ok: true, message: 'Your password has been changed.' })]);
    await page.type('password', 'correct horse');
    await page.type('password_again', 'correct horse');
    await page.submit();
    expect(page.alert()).toBe('Your password has been changed.Log in');
    expect(authStore.getState()).toEqual({ loading: false, user: null });
  });
});
