// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import { dictionaryOf } from '../../../shared/route-paths.ts';
import { EMPTY_WIZARD_STATE, setPart, wizardStorageKey } from '../../../shared/ski-wizard/wizard-state.ts';
import type { ProductView, VariantView } from '../../../shared/types/product-page.ts';
import { TEST_SITE_CONFIG } from '../../../tests/unit-helpers/test-site.tsx';
import { testProduct, testVariant } from '../../../tests/unit-helpers/test-product.ts';
import { NavigationContext } from '../../navigation/navigation-context.tsx';
import { SiteProvider } from '../../site-context.tsx';
import { withTexts } from './ski-wizard-add.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const bindingsPart = { variantId: 77, modelId: 7, name: 'Firnlinie Frost 12', image: '', slug: 'frost-12' };

async function clickAdd(product: ProductView, variant: VariantView | null) {
  const { default: SkiWizardAdd } = await withTexts;
  const visited: string[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(
    <SiteProvider config={TEST_SITE_CONFIG} dictionary={dictionaryOf(en)}>
      <NavigationContext.Provider value={{ status: 'idle', navigate: (href) => visited.push(href), replaceUrl: () => {} }}>
        <SkiWizardAdd product={product} variant={variant} name="Norrvik Ridge 90" />
      </NavigationContext.Provider>
    </SiteProvider>,
  ));
  await act(async () => container.querySelector('button')!.click());
  const text = container.textContent;
  act(() => root.unmount());
  container.remove();
  return { visited, text };
}

const skis = (variant: VariantView) => testProduct({ modelId: 5, slug: 'norrvik-ridge-90', skiWizard: { sport: 'alpine', group: 'skis' }, variants: [variant] });

describe('"Ski wizard add" on the product page (cat 4)', () => {
  afterEach(() => localStorage.clear());

  it('stores the chosen skis with the alpine wizard and opens its bindings step', async () => {
    const variant = testVariant({ images: ['/images/ridge.svg'] });
    const { visited } = await clickAdd(skis(variant), variant);
    expect(visited).toEqual(['/en/ski-wizard/laskettelu/?group=bindings']);
    const stored = JSON.parse(localStorage.getItem(wizardStorageKey('alpine'))!);
    expect(stored.skis).toEqual({ variantId: variant.variantId, modelId: 5, name: 'Norrvik Ridge 90', image: '/images/ridge.svg', slug: 'norrvik-ridge-90' });
  });

  it('opens the boots next when skis and bindings are there, and the wizard root when nothing is missing', async () => {
    localStorage.setItem(wizardStorageKey('alpine'), JSON.stringify(setPart(EMPTY_WIZARD_STATE, 'bindings', bindingsPart)));
    const variant = testVariant();
    expect((await clickAdd(skis(variant), variant)).visited).toEqual(['/en/ski-wizard/laskettelu/?group=boots']);
    const boots = testProduct({ modelId: 9, skiWizard: { sport: 'alpine', group: 'boots' }, variants: [variant] });
    expect((await clickAdd(boots, variant)).visited).toEqual(['/en/ski-wizard/laskettelu/']);
  });

  it('asks for a size first and stores nothing while no variant is chosen', async () => {
    const { visited, text } = await clickAdd(skis(testVariant()), null);
    expect(visited).toEqual([]);
    expect(text).toContain(en.skiWizard.add.chooseSize);
    expect(localStorage.getItem(wizardStorageKey('alpine'))).toBeNull();
  });
});
