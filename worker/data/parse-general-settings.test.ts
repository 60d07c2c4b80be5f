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

describe('the tag manager container id (core 5, decision 037)', () => {
  it('keeps a GTM- id of uppercase letters and digits', () => {
    expect(parseGeneralSettings({ gtm_container_id: ' GTM-K41RA7E ' }, () => {}).tagManagerId).toBe('GTM-K41RA7E');
  });

  it('logs and ignores any other value, so no tag manager loads', () => {
    for (const value of ['gtm-k41ra7e', 'UA-1234-5', 'GTM-"><script>alert(1)</script>']) {
      const warn = vi.fn();
      expect(parseGeneralSettings({ gtm_container_id: value }, warn).tagManagerId, value).toBe('');
      expect(warn).toHaveBeenCalledOnce();
    }
  });

  it('is empty without the setting', () => {
    expect(parseGeneralSettings({}, () => {}).tagManagerId).toBe('');
  });

  it('reads the partner scripts only as https URLs and the booking shop id only as an identifier', () => {
    const warn = vi.fn();
    const good = parseGeneralSettings({
      rentle_script_url: 'https://cdn.rentle.io/embed/bundle.js', rentle_shop_id: 'kaira-outdoor', booking_resize_script_url: 'https://booking.example.com/resize.js',
      company_employee_count: '112',
    }, warn);
    expect(good).toMatchObject({ rentleScriptUrl: 'https://cdn.rentle.io/embed/bundle.js', rentleShopId: 'kaira-outdoor', bookingResizeScriptUrl: 'https://booking.example.com/resize.js', companyEmployeeCount: 112 });
    expect(warn).not.toHaveBeenCalled();
    const bad = parseGeneralSettings({
      rentle_script_url: 'http://cdn.example/x.js', rentle_shop_id: '"><script>', booking_resize_script_url: 'javascript:alert(1)', company_employee_count: 'many',
    }, warn);
    expect(bad.rentleScriptUrl).toBe(DEFAULT_GENERAL_SETTINGS.rentleScriptUrl);
    expect(bad.rentleShopId).toBe('');
    expect(bad.bookingResizeScriptUrl).toBe('');
    expect(bad.companyEmployeeCount).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
