import { describe, expect, it } from 'vitest';
import { adminContextOf, adminPageUrl } from './admin-context.ts';

const BASE = 'https://admin.kaira.fi';
const linkOf = (page: string, props: unknown, base = BASE) => adminPageUrl(base, adminContextOf({ page, props }));

describe('the admin context of a page (core 3)', () => {
  it('records the route and the product page\'s model id', () => {
    expect(adminContextOf({ page: 'product', props: { product: { modelId: 100, slug: 'summit' } } }))
      .toEqual({ route: 'product', modelId: 100, productGroupId: null, staticId: null, staticWithTabs: null, selectedCustomer: null });
  });

  it('records the group page\'s group id, the static page\'s id and the tabbed page\'s id each in its own field', () => {
    expect(adminContextOf({ page: 'group', props: { group: { id: 4 } } })).toMatchObject({ route: 'group', productGroupId: 4, staticId: null });
    expect(adminContextOf({ page: 'static', props: { id: 7 } })).toMatchObject({ route: 'static', staticId: 7, staticWithTabs: null });
    expect(adminContextOf({ page: 'tabbed', props: { id: 9 } })).toMatchObject({ route: 'tabbed', staticWithTabs: 9, staticId: null });
  });

  it('records only the route on pages with no back-office record, and never a selected customer', () => {
    for (const page of ['front', 'listing', 'brand', 'checkout', 'account', 'error']) {
      expect(adminContextOf({ page, props: { id: 3, group: { id: 4 }, product: { modelId: 5 } } }), page)
        .toEqual({ route: page, modelId: null, productGroupId: null, staticId: null, staticWithTabs: null, selectedCustomer: null });
    }
  });

  it('ignores props whose ids are missing or not positive whole numbers', () => {
    expect(adminContextOf({ page: 'product', props: null }).modelId).toBeNull();
    expect(adminContextOf({ page: 'static', props: { id: '7' } }).staticId).toBeNull();
    expect(adminContextOf({ page: 'group', props: { group: { id: 0 } } }).productGroupId).toBeNull();
  });
});

describe('the "Open in admin" address of a page (decision 021)', () => {
  it('leads to the back office\'s record of each page kind, by the operator\'s id', () => {
    expect(linkOf('product', { product: { modelId: 100 } })).toBe('https://admin.kaira.fi/models/100/');
    expect(linkOf('group', { group: { id: 4 } })).toBe('https://admin.kaira.fi/product-groups/4/');
    expect(linkOf('static', { id: 7 })).toBe('https://admin.kaira.fi/static-pages/7/');
    expect(linkOf('tabbed', { id: 9 })).toBe('https://admin.kaira.fi/static-pages-with-tabs/9/');
  });

  it('keeps the back office\'s own path and drops its trailing slashes', () => {
    expect(linkOf('static', { id: 7 }, 'http://localhost:8000/backoffice//')).toBe('http://localhost:8000/backoffice/static-pages/7/');
  });

  it('gives no address for a page with no record, or a back office address that is not absolute http(s)', () => {
    expect(linkOf('front', {})).toBeNull();
    for (const base of ['', '/admin', '//admin.kaira.fi', 'javascript:alert(1)']) expect(linkOf('static', { id: 7 }, base), base).toBeNull();
  });
});
