import { describe, expect, it } from 'vitest';
import { ownHosts, stripOwnOrigin } from './own-origin.ts';

const hosts = ownHosts('kaira');

describe('stripOwnOrigin', () => {
  it('knows the production host of every language with and without www', () => {
    expect(hosts).toEqual(expect.arrayContaining(['kaira.fi', 'www.kaira.se', 'kaira.com', 'kaira.ru']));
  });

  it('turns a link to the shop into a root-relative path with its query and hash', () => {
    expect(stripOwnOrigin('https://www.kaira.fi/sukset/?sort=newest#top', hosts)).toBe('/sukset/?sort=newest#top');
    expect(stripOwnOrigin('//kaira.de/marken/', hosts)).toBe('/marken/');
    expect(stripOwnOrigin('https://KAIRA.FI', hosts)).toBe('/');
  });

  it('leaves other hosts and relative paths alone', () => {
    expect(stripOwnOrigin('https://example.com/kaira.fi/', hosts)).toBe('https://example.com/kaira.fi/');
    expect(stripOwnOrigin('https://kaira.fi.evil.com/', hosts)).toBe('https://kaira.fi.evil.com/');
    expect(stripOwnOrigin('/page/terms/', hosts)).toBe('/page/terms/');
  });

  it('keeps a URL whose path would read as another host once the origin is gone', () => {
    expect(stripOwnOrigin('https://kaira.fi//evil.example/', hosts)).toBe('https://kaira.fi//evil.example/');
  });
});
