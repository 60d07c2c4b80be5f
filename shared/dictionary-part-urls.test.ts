import { describe, expect, it } from 'vitest';
import { formatPartUrls, parsePartUrls } from './dictionary-part-urls.ts';

describe('the dictionary parts\' URLs on the root element', () => {
  it('reads back what the worker wrote, a part without a chunk as an empty URL', () => {
    const written = formatPartUrls([['checkout', '/assets/fi-AB12.js'], ['grids', '']]);
    expect(written).toBe('checkout=/assets/fi-AB12.js grids=');
    expect([...parsePartUrls(written)]).toEqual([['checkout', '/assets/fi-AB12.js'], ['grids', '']]);
  });

  it('reads an empty attribute as no parts', () => {
    expect(parsePartUrls('').size).toBe(0);
  });
});
