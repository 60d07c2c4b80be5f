// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import { dictionaryOf } from '../../../shared/route-paths.ts';
import { SiteProvider } from '../../site-context.tsx';
import { TEST_SITE_CONFIG } from '../../../tests/unit-helpers/test-site.tsx';
import { BalanceCheck } from './balance-check.tsx';
import { GiftCardForm } from './gift-card-form.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
const realFetch = globalThis.fetch;

afterEach(() => {
  if (root) act(() => root!.unmount());
  root = null;
  globalThis.fetch = realFetch;
});

async function render(node: React.ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<SiteProvider config={{ ...TEST_SITE_CONFIG, language: 'en' }} dictionary={dictionaryOf(en)}>{node}</SiteProvider>));
  return container;
}

/** Types into a React-controlled field as a person would. */
async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the gift card amount (cat 5, WCAG 3.3.1)', () => {
  it('says nothing before the field is edited, then says what an emptied or zero amount needs, tied to the field', async () => {
    const container = await render(<GiftCardForm kind="web" />);
    const amount = container.querySelector<HTMLInputElement>('#field-web-amount')!;
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    for (const value of ['', '0']) {
      await type(amount, value);
      const message = en.giftCards.amountError.required.replace('{{step}}', '10');
      const error = container.querySelector(`#${amount.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('error'))}`);
      expect(error?.textContent).toMatch(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('10', '10[\\s\\u00a0]?€|€\\s?10')));
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect(container.querySelector<HTMLButtonElement>('.gift-card-form__add')!.disabled).toBe(true);
    }
    await type(amount, '60');
    expect(amount.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the balance check', () => {
  it('posts the code in the body, and clears a refusal as soon as the code is edited', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    globalThis.fetch = vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'No', fields: {} } }), { status: 404 });
    }) as unknown as typeof fetch;
    const container = await render(<BalanceCheck />);
    const field = container.querySelector<HTMLInputElement>('input')!;
    await type(field, 'zzzz-zzzz-zzzz-zzzz');
    await act(async () => { container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })); });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/giftcards/balance/?lang=en');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' });
    expect(container.textContent).toContain(en.giftCards.balance.notFound);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await type(field, 'zzzz-zzzz-zzzz-zzz2');
    expect(container.textContent).not.toContain(en.giftCards.balance.notFound);
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });
});
