// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTagManager, readConsent, saveConsent } from './tag-manager-loader.ts';

beforeAll(() => {
  // The test browser fetches no scripts: a script it is given counts as loaded, not as an error.
  (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
});

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.dataLayer;
  document.cookie = 'so_analytics_consent=; max-age=0; path=/';
});

const tagManagerScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-tag-manager]')];

describe('loadTagManager', () => {
  it('adds the container script and the gtm.js event once, however often it is asked', () => {
    loadTagManager('GTM-K41RA7E');
    loadTagManager('GTM-K41RA7E');
    expect(tagManagerScripts().map((script) => [script.src, script.async])).toEqual([['https://www.googletagmanager.com/gtm.js?id=GTM-K41RA7E', true]]);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js', 'gtm.start': expect.any(Number) })]);
  });

  it('loads nothing for an id that is not a container id', () => {
    loadTagManager('GTM-"><img src=x>');
    loadTagManager('');
    expect(tagManagerScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('the stored choice', () => {
  it('is null until the visitor chooses, then what they chose', () => {
    expect(readConsent()).toBeNull();
    saveConsent('denied');
    expect(readConsent()).toBe('denied');
    saveConsent('granted');
    expect(readConsent()).toBe('granted');
  });
});
