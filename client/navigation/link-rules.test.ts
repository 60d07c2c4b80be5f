import { describe, expect, it } from 'vitest';
import { clientNavigableHref, isPlainClick } from './link-rules.ts';

const location = { href: 'https://kaira.fi/tuotteet/?a=1', origin: 'https://kaira.fi', pathname: '/tuotteet/', search: '?a=1' } as Location;

function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  return {
    href: new URL(href, location.href).href,
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name in attributes,
  } as unknown as HTMLAnchorElement;
}

describe('clientNavigableHref', () => {
  it('takes over an in-shop page link, keeping query and hash', () => {
    expect(clientNavigableHref(anchor('/kassa/?x=1#top'), location)).toBe('/kassa/?x=1#top');
  });

  it('leaves other origins, new tabs, downloads and full-reload links to the browser', () => {
    expect(clientNavigableHref(anchor('https://example.com/'), location)).toBeNull();
    expect(clientNavigableHref(anchor('/kassa/', { target: '_blank' }), location)).toBeNull();
    expect(clientNavigableHref(anchor('/kassa/', { download: '' }), location)).toBeNull();
    expect(clientNavigableHref(anchor('/en/', { 'data-full-reload': '' }), location)).toBeNull();
  });

  it('leaves API calls, assets and files to the browser', () => {
    expect(clientNavigableHref(anchor('/api/init-config/'), location)).toBeNull();
    expect(clientNavigableHref(anchor('/assets/entry-X.js'), location)).toBeNull();
    expect(clientNavigableHref(anchor('/terms.pdf'), location)).toBeNull();
  });

  it('lets the browser jump to a hash on the same page', () => {
    expect(clientNavigableHref(anchor('/tuotteet/?a=1#reviews'), location)).toBeNull();
  });
});

describe('isPlainClick', () => {
  const click = (overrides: Partial<MouseEvent>) => ({ defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...overrides }) as MouseEvent;

  it('accepts a plain left click only', () => {
    expect(isPlainClick(click({}))).toBe(true);
    expect(isPlainClick(click({ ctrlKey: true }))).toBe(false);
    expect(isPlainClick(click({ metaKey: true }))).toBe(false);
    expect(isPlainClick(click({ button: 1 }))).toBe(false);
    expect(isPlainClick(click({ defaultPrevented: true }))).toBe(false);
  });
});
