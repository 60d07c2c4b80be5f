// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { trackPageView } from './analytics.ts';

afterEach(() => {
  delete window.dataLayer;
});

describe('trackPageView (core 7)', () => {
  it('sends nuxtPageView and frosmoReady with the path, in that order, on every page shown', () => {
    trackPageView('/en/skiing-en/?sort=newest');
    trackPageView('/en/');
    expect(window.dataLayer).toEqual([
      { event: 'nuxtPageView', path: '/en/skiing-en/?sort=newest' },
      { event: 'frosmoReady', path: '/en/skiing-en/?sort=newest' },
      { event: 'nuxtPageView', path: '/en/' },
      { event: 'frosmoReady', path: '/en/' },
    ]);
  });
});
