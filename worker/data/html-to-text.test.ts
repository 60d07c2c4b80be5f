import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text.ts';

describe('htmlToText', () => {
  it('separates block elements with a space and joins inline ones into the word', () => {
    expect(htmlToText('<h2>Warm</h2><p>A <b>Gore</b>-Tex shell.</p><ul><li>Light</li><li>Packable</li></ul>'))
      .toBe('Warm A Gore-Tex shell. Light Packable');
  });

  it('decodes character references after the tags are gone, so escaped markup stays text', () => {
    expect(htmlToText('<p>Fish &amp; chips &lt;b&gt; &#228;&#x00e4; caf&eacute;</p>')).toBe('Fish & chips <b> ää caf&eacute;');
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(htmlToText('<p>Kept</p><script>alert(1)</script><style>p{}</style><!-- note -->and this')).toBe('Kept and this');
  });

  it('collapses every run of whitespace, no-break spaces included', () => {
    expect(htmlToText('  one\n\n two&nbsp;&nbsp;three\t')).toBe('one two three');
  });

  it('answers an empty string for an empty description', () => {
    expect(htmlToText('')).toBe('');
  });
});
