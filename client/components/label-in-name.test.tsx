import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../../locales/de.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fi from '../../locales/fi.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import ru from '../../locales/ru.json' with { type: 'json' };
import sv from '../../locales/sv.json' with { type: 'json' };
import type { LocaleTexts } from '../../shared/i18n.ts';
import { dictionaryOf } from '../../shared/route-paths.ts';
import type { Language } from '../../shared/languages.ts';
import { row } from '../../tests/unit-helpers/test-checkout.ts';
import { labelledControls, nameContainsVisibleText } from '../../tests/unit-helpers/label-in-name.ts';
import { renderWithSite } from '../../tests/unit-helpers/test-site.tsx';
import { loadDeferredRegions } from '../deferred-region.tsx';
import { CartRowItem } from './cart/cart-row-item.tsx';
import { GridPager } from './grid/grid-pager.tsx';
import { LocaleButton } from './locale-button.tsx';
import { ProductGallery } from './product/product-gallery.tsx';
import { SiteHeader } from './site-header.tsx';

/** Each language with Finland as the delivery country, named in that language. */
const LANGUAGES: { language: Language; dictionary: unknown; finland: string }[] = [
  { language: 'fi', dictionary: fi, finland: 'Suomi' },
  { language: 'en', dictionary: en, finland: 'Finland' },
  { language: 'sv', dictionary: sv, finland: 'Finland' },
  { language: 'de', dictionary: de, finland: 'Finnland' },
  { language: 'fr', dictionary: fr, finland: 'Finlande' },
  { language: 'ru', dictionary: ru, finland: 'Финляндия' },
];

const details = {
  name: 'Trail shoe', modelId: 40, manufacturer: 'Kaira', path: '/kaira-trail-shoe/', image: '/img/40.svg', variant_text: 'Black, 42',
  price: { active: 99.9, regular: 129.9 }, row_total: 99.9, problem: null,
};

/** The labelled controls of the header, the pager, the gallery's "+N" and a cart row. */
const CONTROLS: Record<string, ReactNode> = {
  header: <SiteHeader alternates={[]} menu={{ sections: [] }} />,
  pager: <GridPager basePath="/jackets/" page={2} pageCount={12} />,
  gallery: <ProductGallery images={Array.from({ length: 14 }, (_, n) => `/images/jacket-${n + 1}.svg`)} alt="Shell Jacket" resetKey="red" />,
  'cart row': <CartRowItem row={row(7, { amount: 2, details })} />,
};

// The header's cart link and search are deferred regions: the server renders them in full once their code is loaded.
beforeAll(() => loadDeferredRegions());

for (const { language, dictionary, finland } of LANGUAGES) {
  const render = (node: ReactNode) => renderWithSite(node, { language, deliveryCountryCode: 'fi', deliveryCountryName: finland, currencyCode: 'eur' },
    dictionaryOf(dictionary as LocaleTexts));

  describe(`label in name (WCAG 2.5.3) in ${language}`, () => {
    it('names the locale button by its visible "FI EUR" first, then spells out the country and currency', () => {
      for (const block of ['header', 'menu-page'] as const) {
        const [button] = labelledControls(render(<LocaleButton block={block} />));
        expect(button.visible).toBe('FI EUR');
        expect(button.name.startsWith('FI EUR ')).toBe(true);
        expect(button.name).toContain(finland);
        expect(nameContainsVisibleText(button)).toBe(true);
      }
    });

    for (const [part, node] of Object.entries(CONTROLS)) {
      it(`gives every labelled control of the ${part} a name that contains its visible text`, () => {
        const controls = labelledControls(render(node));
        expect(controls.length).toBeGreaterThan(part === 'header' ? 2 : 0); // the header: its home, cart and locale controls
        expect(controls.filter((control) => !nameContainsVisibleText(control))).toEqual([]);
      });
    }
  });
}

describe('the label-in-name check itself', () => {
  it('finds the visible text missing from a name, ignoring case, punctuation and visually hidden text', () => {
    const [wrong, right] = labelledControls('<a aria-label="Delivery country Finland">FI <span class="visually-hidden">x</span>EUR</a>'
      + '<button aria-label="fi eur: Finland">FI&nbsp;<span aria-hidden="true">EUR</span></button>');
    expect(wrong).toEqual({ name: 'Delivery country Finland', visible: 'FI EUR' });
    expect(nameContainsVisibleText(wrong)).toBe(false);
    expect(nameContainsVisibleText(right)).toBe(true);
  });

  it('takes a label of symbols only, such as a close cross, as contained in any name', () => {
    const [close] = labelledControls('<button type="button" aria-label="Close">×</button>');
    expect(nameContainsVisibleText(close)).toBe(true);
  });
});
