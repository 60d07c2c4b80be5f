// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import type { Dictionary } from '../../../shared/i18n.ts';
import { currencyOf, formatAmount } from '../../../shared/money.ts';
import type { WizardProduct, WizardVariant } from '../../../shared/ski-wizard/wizard-api.ts';
import type { WizardPart } from '../../../shared/ski-wizard/wizard-state.ts';
import { TEST_SITE_CONFIG } from '../../../tests/unit-helpers/test-site.tsx';
import { SiteProvider } from '../../site-context.tsx';
import { ProductChoice } from './product-choice.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const money = (amount: number) => formatAmount(amount, currencyOf(TEST_SITE_CONFIG), 'en');
const fill = (text: string, params: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
const variant = (id: number, active: number, regular = active): WizardVariant => ({
  id, label: `${150 + id * 10} cm`, in_stock: true, compatible: true, price: { active, regular }, sole_length_mm: null,
});
const skis = (variants: WizardVariant[], priceVaries: boolean): WizardProduct => ({
  model_id: 7, name: 'Ridge 90', manufacturer: 'Norrvik', url: '/norrvik/skis/norrvik-ridge-90/', image: '/images/ridge.svg',
  price: { active: 399, regular: 449 }, price_varies: priceVaries, variants,
});

/** Renders one card; returns its price text, a way to pick a variant in its select, and the choices made. */
async function renderChoice(product: WizardProduct, chosen: WizardPart | null = null) {
  const choices: Array<{ part: WizardPart; variant: WizardVariant }> = [];
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(
    <SiteProvider config={TEST_SITE_CONFIG} dictionary={en as unknown as Dictionary}>
      <ProductChoice group="skis" product={product} chosen={chosen} onChoose={(part, picked) => choices.push({ part, variant: picked })} />
    </SiteProvider>,
  ));
  return {
    price: () => container.querySelector('.ski-choice__price')!.textContent,
    pick: async (id: number) => {
      const select = container.querySelector('select')!;
      select.value = String(id);
      await act(async () => select.dispatchEvent(new Event('change', { bubbles: true })));
    },
    choose: async () => act(async () => container.querySelector<HTMLButtonElement>('button')!.click()),
    choices,
    close: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

describe('the price of a wizard product', () => {
  it('is a "from" price while its sizes cost different amounts and none is picked', async () => {
    const card = await renderChoice(skis([variant(1, 449, 499), variant(2, 399, 449)], true));
    expect(card.price()).toBe(`${fill(en.skiWizard.products.priceFrom, { price: money(399) })} ${money(449)}`);
    card.close();
  });

  it('is the picked size’s own price, and that size goes to the wizard with its variant', async () => {
    const card = await renderChoice(skis([variant(1, 449, 499), variant(2, 399, 449)], true));
    await card.pick(1);
    expect(card.price()).toBe(`${money(449)} ${money(499)}`);
    await card.choose();
    expect(card.choices.map(({ part, variant: picked }) => [part.variantId, picked.price.active])).toEqual([[1, 449]]);
    card.close();
  });

  it('is the chosen size’s own price when the product is the one chosen', async () => {
    const chosen = { variantId: 1, modelId: 7, name: 'Norrvik Ridge 90', image: '', slug: 'norrvik-ridge-90' };
    const card = await renderChoice(skis([variant(1, 449), variant(2, 399)], true), chosen);
    expect(card.price()).toBe(money(449));
    card.close();
  });

  it('is the size’s price without "from" when every size costs the same', async () => {
    const card = await renderChoice(skis([variant(1, 399, 449), variant(2, 399, 449)], false));
    expect(card.price()).toBe(`${money(399)} ${money(449)}`);
    card.close();
  });
});
