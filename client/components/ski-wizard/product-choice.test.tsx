// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import { dictionaryOf } from '../../../shared/route-paths.ts';
import { currencyOf, formatAmount } from '../../../shared/money.ts';
import type { LengthRange } from '../../../shared/ski-wizard/ski-length.ts';
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
async function renderChoice(product: WizardProduct, chosen: WizardPart | null = null, lengthRanges: LengthRange[] = []) {
  const choices: Array<{ part: WizardPart; variant: WizardVariant }> = [];
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(
    <SiteProvider config={TEST_SITE_CONFIG} dictionary={dictionaryOf(en)}>
      <ProductChoice group="skis" product={product} chosen={chosen} onChoose={(part, picked) => choices.push({ part, variant: picked })} lengthRanges={lengthRanges} />
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
    select: () => container.querySelector('select')!,
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

describe('the lengths of a wizard ski', () => {
  // Labels 160 cm … 200 cm (ids 1 … 5).
  const lengths = [1, 2, 3, 4, 5].map((id) => variant(id, 399));

  it('starts on the length closest to the middle of the skier’s range and chooses it', async () => {
    const card = await renderChoice(skis(lengths, false), null, [{ min: 172, max: 182 }]);
    expect(card.select().value).toBe('3');
    await card.choose();
    expect(card.choices.map(({ part }) => part.variantId)).toEqual([3]);
    card.close();
  });

  it('marks the lengths inside the range in text and style', async () => {
    const card = await renderChoice(skis(lengths, false), null, [{ min: 172, max: 182 }]);
    const options = [...card.select().options];
    const mark = ` (${en.skiWizard.products.recommendedLength})`;
    expect(options.map((option) => option.textContent)).toEqual(['160 cm', '170 cm', `180 cm${mark}`, '190 cm', '200 cm']);
    expect(options.map((option) => option.className)).toEqual(['', '', 'ski-choice__option--recommended', '', '']);
    card.close();
  });

  it('starts on the shortest length and marks none without the skier’s range', async () => {
    const card = await renderChoice(skis(lengths, false));
    expect(card.select().value).toBe('1');
    expect(card.select().textContent).not.toContain(en.skiWizard.products.recommendedLength);
    card.close();
  });
});
