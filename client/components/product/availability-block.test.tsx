import { describe, expect, it } from 'vitest';
import { productWith, stock, stockedVariant, testDeliveryDays, testDeliveryLimit, testStores } from '../../../tests/unit-helpers/test-product.ts';
import { variantOrderState } from '../../../shared/product/variant-availability.ts';
import type { DeliveryLimitInfo, VariantView } from '../../../shared/types/product-page.ts';
import { AvailabilityBlock } from './availability-block.tsx';
import { StoreAvailabilityTable } from './store-availability-table.tsx';
import { renderWithKeys } from '../../../tests/unit-helpers/test-site.tsx';

const KEYS = {
  'availability.selectSizeFirst': 'Select a size first.',
  'availability.inStockDelivery': 'In stock, {{from}}-{{to}} days',
  'availability.onOrderDelivery': 'On order, {{from}}-{{to}} days',
  'availability.weeks30': 'About a month',
  'availability.notAvailable': 'Not available',
  'availability.notShipped': 'Not shipped to {{country}}',
  'availability.blockedDefault': 'Blocked from these stores.',
  'storeAvailability.shelf': 'Hylly {{n}}: {{code}}',
  'availability.iconCheck': 'In stock here',
  'availability.iconCircle': 'To order here',
  'availability.iconMinus': 'None here',
};

const stores = testStores();
const render = (variant: VariantView | null, options: { limit?: Partial<DeliveryLimitInfo>; blockedStockText?: string } = {}) => {
  const product = productWith(variant ? [variant] : []);
  const override = variant ? options.limit?.extra_data_overrides?.[String(variant.variantId)] : undefined;
  const orderState = variant ? variantOrderState(variant, { modelOnOrder: false, mode: 'normal', override }) : null;
  return renderWithKeys(
    <AvailabilityBlock product={product} variant={variant} orderState={orderState} stores={stores} deliveryDays={testDeliveryDays({ addedDays: 1 })}
      deliveryLimit={testDeliveryLimit(options.limit)} staff={false} blockedStockText={options.blockedStockText ?? ''} countryName="Norway" />,
    KEYS,
  );
};

describe('AvailabilityBlock', () => {
  it('asks for a size first while no variant is chosen', () => {
    expect(render(null)).toContain('Select a size first.');
  });

  it('shows the check and the delivery range with the country days for stock at hand', () => {
    const html = render(stockedVariant([stock(2, 3)], { shippingTimeNumber: 1 }));
    expect(html).toContain('availability-icon--check');
    expect(html).toContain('In stock, 2-4 days');
  });

  it('promises stock at hand as shipping at once, whatever the supplier\'s time, as the cart does (issue 14)', () => {
    const html = render(stockedVariant([stock(3, 1)], { shippingTimeNumber: 6 }));
    expect(html).toContain('availability-icon--check');
    expect(html).toContain('In stock, 2-4 days');
  });

  it('shows the circle and the days range for a variant on order', () => {
    const html = render(stockedVariant([], { shippingTimeNumber: 7 }));
    expect(html).toContain('availability-icon--circle');
    expect(html).toContain('On order, 9-11 days');
    expect(html).toContain('availability-block__stores--only-webstore');
  });

  it('shows a text instead of days for a shipping time of 30', () => {
    expect(render(stockedVariant([], { shippingTimeNumber: 30 }))).toContain('About a month');
  });

  it('shows minus and not available for a variant without stock or supplier', () => {
    const html = render(stockedVariant([], { shippingTimeNumber: 999 }));
    expect(html).toContain('availability-icon--minus');
    expect(html).toContain('Not available');
    expect(html).toContain('availability-block__stores--out-of-stock');
  });

  it('names the one shop holding the variant', () => {
    const html = render(stockedVariant([stock(3, 2)], { shippingTimeNumber: 1 }));
    expect(html).toContain('availability-block__stores--only-one-store');
    expect(html).toMatch(/<a href="[^"]*tampere\/">Tampere<\/a>/);
  });

  it('lists the shops when several hold the variant', () => {
    const html = render(stockedVariant([stock(2, 1), stock(3, 2)], { shippingTimeNumber: 1 }));
    expect(html).toContain('availability-block__stores--store-list');
    expect(html).toContain('>Helsinki</a>');
    expect(html).toContain('>Tampere</a>');
  });

  it('says the product is not shipped to a blocked delivery country, with the block info', () => {
    const html = render(stockedVariant([stock(2, 1)], { shippingTimeNumber: 1 }), { limit: { isDeliveryCountryBlocked: true, blockInfoText: 'Skis ship within Finland.' } });
    expect(html).toContain('Not shipped to Norway');
    expect(html).toContain('Skis ship within Finland.');
    expect(html).not.toContain('availability-block__shipping');
  });

  it('applies a delivery-country override of the shipping time', () => {
    const variant = stockedVariant([], { shippingTimeNumber: 999 });
    const html = render(variant, { limit: { extra_data_overrides: { [variant.variantId]: { shippingTimeNumber: 30 } } } });
    expect(html).toContain('About a month');
    expect(html).toContain('availability-block__stores--only-webstore');
  });

  it('shows the general setting text for blocked stock, else the default', () => {
    const blocked = stockedVariant([stock(2, 2, 2)], { shippingTimeNumber: 1 });
    expect(render(blocked)).toContain('Blocked from these stores.');
    expect(render(blocked, { blockedStockText: 'Ask the store.' })).toContain('Ask the store.');
  });
});

describe('StoreAvailabilityTable', () => {
  const table = (variant: VariantView, staff: boolean) =>
    renderWithKeys(<StoreAvailabilityTable variant={variant} stores={stores} staff={staff} blockedStockText="" />, KEYS);

  it('gives every store an icon with its words', () => {
    const html = table(stockedVariant([stock(2, 1)], { shippingTimeNumber: 999 }), false);
    expect(html.match(/store-availability__row--/g)).toHaveLength(4);
    expect(html).toMatch(/row--check.*Helsinki.*<span class="visually-hidden">In stock here<\/span>/);
    expect(html).toMatch(/row--minus.*Tampere.*<span class="visually-hidden">None here<\/span>/);
  });

  it('shows the central warehouse shelf codes to staff only, as a tooltip', () => {
    const variant = stockedVariant([stock(20, 4, 0, 'A12')], { shippingTimeNumber: 1 });
    const html = table(variant, true);
    expect(html).toContain('title="Hylly 1: A12"');
    expect(html).toContain('<span class="visually-hidden"> Hylly 1: A12</span>');
    expect(table(variant, false)).not.toContain('Hylly');
  });

  it('marks stores with blocked units and explains the mark', () => {
    const html = table(stockedVariant([stock(2, 2, 2)], { shippingTimeNumber: 1 }), false);
    expect(html).toContain('store-availability__blocked');
    expect(html).toContain('Blocked from these stores.');
  });
});
