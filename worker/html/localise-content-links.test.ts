import { describe, expect, it } from 'vitest';
import { localiseContentLinks } from './localise-content-links.ts';

describe('localiseContentLinks', () => {
  it('adds the language prefix to in-shop page links', () => {
    expect(localiseContentLinks('<a href="/rueckgaberecht/#frist">x</a>', 'de', 'prefix_except_default'))
      .toBe('<a href="/de/rueckgaberecht/#frist">x</a>');
  });

  it('leaves the default language, no_prefix and already prefixed links alone', () => {
    expect(localiseContentLinks('<a href="/palautukset/">x</a>', 'fi', 'prefix_except_default')).toBe('<a href="/palautukset/">x</a>');
    expect(localiseContentLinks('<a href="/returns/">x</a>', 'en', 'no_prefix')).toBe('<a href="/returns/">x</a>');
    expect(localiseContentLinks('<a href="/sv/retur/">x</a>', 'sv', 'prefix')).toBe('<a href="/sv/retur/">x</a>');
  });

  it('never prefixes files, images, API paths, other hosts or hash links', () => {
    const html = '<a href="/images/a.svg">i</a><a href="/terms.pdf">p</a><a href="/api/x/">a</a><a href="//cdn.example/x">c</a><a href="#top">t</a><a href="https://example.com/">e</a>';
    expect(localiseContentLinks(html, 'en', 'prefix')).toBe(html);
  });
});
