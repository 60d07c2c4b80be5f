import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import fi from '../locales/fi.json' with { type: 'json' };
import { fillRoutePath, routePathFor } from './route-href.ts';
import { dictionaryOf } from './route-paths.ts';
import { ROUTES } from './route-table.ts';

describe('dictionaryOf', () => {
  it('puts each route\'s localised path in place of the route segments, and keeps the texts', () => {
    const dictionary = dictionaryOf(fi);
    expect(dictionary).not.toHaveProperty('routeSegments');
    expect(dictionary.header).toEqual(fi.header);
    expect(dictionary.routePaths.front).toBe('/');
    expect(dictionary.routePaths.checkoutPayment).toBe(`/${fi.routeSegments.checkout}/${fi.routeSegments.payment}/`);
    expect(Object.keys(dictionary.routePaths)).toEqual(ROUTES.map((route) => route.id));
  });

  it('leaves a segment no language translates as it is, and the parameters in place', () => {
    const paths = dictionaryOf({ ...en, routeSegments: {} }).routePaths;
    expect(paths.accountsActivate).toBe('/accounts/activate/:hash/');
    expect(paths.oldProduct).toBe('/old/:manufacturerSlug/:slug*');
  });
});

describe('fillRoutePath', () => {
  it('encodes a one-segment parameter and each segment of a rest parameter', () => {
    expect(fillRoutePath('/stores/:store/', { store: 'äkäs lompolo' })).toBe('/stores/%C3%A4k%C3%A4s%20lompolo/');
    expect(fillRoutePath('/old/:manufacturerSlug/:slug*/', { manufacturerSlug: 'janka', slug: 'talus/beanie/' })).toBe('/old/janka/talus/beanie/');
  });

  it('leaves out the segment of an empty or missing parameter, and is / for no segment at all', () => {
    expect(fillRoutePath('/experiences/:slug*/', {})).toBe('/experiences/');
    expect(fillRoutePath('/', {})).toBe('/');
  });

  it('throws for a route id the dictionary does not have', () => {
    expect(() => routePathFor(dictionaryOf(en).routePaths, 'nope')).toThrow('Unknown route id: nope');
  });
});
