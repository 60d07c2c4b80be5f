import { describe, expect, it } from 'vitest';
import { rootAttributes, svgProblems } from './well-formed.ts';

const ok = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5" viewBox="0 0 10 5"><defs><linearGradient id="a"/></defs><title>A &amp; B</title><rect fill="url(#a)"/></svg>';

describe('the SVG well-formedness check used by the art tests', () => {
  it('accepts a small valid document', () => {
    expect(svgProblems(ok)).toEqual([]);
  });

  it.each([
    ['an unclosed element', ok.replace('</svg>', '<g></svg>')],
    ['a wrongly nested close', ok.replace('<title>', '<g><title>').replace('</title>', '</g></title>')],
    ['a raw ampersand', ok.replace('&amp;', '&')],
    ['a raw < in text', ok.replace('A &amp; B', 'A < B')],
    ['NaN in a coordinate', ok.replace('width="10"', 'width="NaN"')],
    ['a missing gradient', ok.replace('url(#a)', 'url(#b)')],
    ['a second root', `${ok}<svg xmlns="http://www.w3.org/2000/svg"></svg>`],
  ])('finds %s', (_, svg) => {
    expect(svgProblems(svg)).not.toEqual([]);
  });

  it('reads the root attributes', () => {
    expect(rootAttributes(ok)).toMatchObject({ width: '10', height: '5', viewBox: '0 0 10 5' });
  });
});
