import { describe, expect, it } from 'vitest';
import { linkKeywords } from './keyword-links.ts';

const button = (id: number, text: string) =>
  `<button type="button" class="keyword-link" data-keyword-id="${id}" aria-haspopup="dialog">${text}</button>`;

describe('linkKeywords', () => {
  it('wraps only the first occurrence of a keyword in a keyword button', () => {
    expect(linkKeywords('<p>Gore-Tex shell. More Gore-Tex.</p>', [{ id: 3, keyword: 'Gore-Tex' }]))
      .toBe(`<p>${button(3, 'Gore-Tex')} shell. More Gore-Tex.</p>`);
  });

  it('matches case-insensitively and keeps the text as written', () => {
    expect(linkKeywords('<p>made of MERINO wool</p>', [{ id: 1, keyword: 'merino' }])).toBe(`<p>made of ${button(1, 'MERINO')} wool</p>`);
  });

  it('links whole words only, in any script', () => {
    expect(linkKeywords('<p>Skis and skiing</p>', [{ id: 2, keyword: 'ski' }])).toBe('<p>Skis and skiing</p>');
    expect(linkKeywords('<p>Villaa ja villasukat</p>', [{ id: 2, keyword: 'villa' }])).toBe('<p>Villaa ja villasukat</p>');
    expect(linkKeywords('<p>Лыжи, лыжи</p>', [{ id: 4, keyword: 'лыжи' }])).toBe(`<p>${button(4, 'Лыжи')}, лыжи</p>`);
  });

  it('never touches tag names, attributes or entities', () => {
    const html = '<p class="strong" title="strong">R&amp;D <strong>amp</strong></p>';
    expect(linkKeywords(html, [{ id: 5, keyword: 'strong' }])).toBe(html);
    expect(linkKeywords(html, [{ id: 6, keyword: 'amp' }])).toBe(`<p class="strong" title="strong">R&amp;D <strong>${button(6, 'amp')}</strong></p>`);
  });

  it('skips text inside links and buttons', () => {
    const html = '<p><a href="/x/">membrane</a> and membrane</p>';
    expect(linkKeywords(html, [{ id: 7, keyword: 'membrane' }])).toBe(`<p><a href="/x/">membrane</a> and ${button(7, 'membrane')}</p>`);
  });

  it('prefers the longer keyword where two overlap and links each keyword once', () => {
    const html = '<p>Ski boots fit every ski.</p>';
    const linked = linkKeywords(html, [{ id: 1, keyword: 'ski' }, { id: 2, keyword: 'ski boots' }, { id: 3, keyword: 'SKI' }]);
    expect(linked).toBe(`<p>${button(2, 'Ski boots')} fit every ${button(1, 'ski')}.</p>`);
  });

  it('escapes keywords that hold HTML or pattern characters', () => {
    expect(linkKeywords('<p>Fit &lt;3 and c++ (wax)</p>', [{ id: 8, keyword: '(wax)' }, { id: 9, keyword: 'c++' }]))
      .toBe(`<p>Fit &lt;3 and ${button(9, 'c++')} ${button(8, '(wax)')}</p>`);
  });

  it('returns the description unchanged without keywords or text', () => {
    expect(linkKeywords('<p>Plain</p>', [])).toBe('<p>Plain</p>');
    expect(linkKeywords('', [{ id: 1, keyword: 'x' }])).toBe('');
    expect(linkKeywords('<p>x</p>', [{ id: 1, keyword: '  ' }])).toBe('<p>x</p>');
  });
});
