import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ogImagePng } from './og-image.ts';

describe('the default Open Graph image', () => {
  const png = ogImagePng();

  it('is a PNG of 1200x630 pixels (core 9)', () => {
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  it('holds a full RGB raster that decompresses', () => {
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    const raster = inflateSync(png.subarray(41, 41 + idatLength));
    expect(raster.length).toBe((1200 * 3 + 1) * 630);
  });
});
