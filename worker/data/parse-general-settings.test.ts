import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_GENERAL_SETTINGS, parseGeneralSettings } from './parse-general-settings.ts';

describe('parseGeneralSettings', () => {
  it('parses JSON settings into their values', () => {
    const settings = parseGeneralSettings({
      feature_flags: '{"fast_shipping_product_page": true, "brand_strip": false}',
      quick_add_products: '[12, 40]',
      target_country_delivery_added_days: '{"countries": [{"code": "se", "days": 1}]}',
      price_ending_max_days: '14',
      rental_enabled: 'true',
    }, () => {});
    expect(settings.featureFlags).toEqual({ fast_shipping_product_page: true, brand_strip: false });
    expect(settings.quickAddProducts).toEqual([12, 40]);
    expect(settings.targetCountryDeliveryAddedDays).toEqual([{ code: 'se', days: 1 }]);
    expect(settings.priceEndingMaxDays).toBe(14);
    expect(settings.rentalEnabled).toBe(true);
  });

  it('logs and ignores a JSON value that does not parse, keeping the default', () => {
    const warn = vi.fn();
    const settings = parseGeneralSettings({ feature_flags: '{broken', blog_category_order: '{"not": "a list"}' }, warn);
    expect(settings.featureFlags).toEqual({});
    expect(settings.blogCategoryOrder).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.flat().join(' ')).toContain('feature_flags is not valid JSON');
  });

  it('reads the delivery added days only when the value looks like JSON', () => {
    const warn = vi.fn();
    expect(parseGeneralSettings({ target_country_delivery_added_days: 'se=1' }, warn).targetCountryDeliveryAddedDays).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the spec defaults for missing or bad plain values', () => {
    const settings = parseGeneralSettings({ price_ending_max_days: 'soon', frosmo_category_strategy: '' }, () => {});
    expect(settings.priceEndingMaxDays).toBe(30);
    expect(settings.frosmoCategoryStrategy).toBe('sort-product-group');
    expect(settings.defaultSearchEngine).toBe(DEFAULT_GENERAL_SETTINGS.defaultSearchEngine);
  });
});
