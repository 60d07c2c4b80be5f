import { describe, expect, it } from 'vitest';
import { sniffAttachment } from './sniff-attachment.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const u32 = (value: number) => [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];

const png = (width: number, height: number) => bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32(13), ...ascii('IHDR'), ...u32(width), ...u32(height), 8, 2, 0, 0, 0);

/** SOI, an APP1 segment of `app1` bytes, then a baseline frame header. */
function jpeg(width: number, height: number, app1 = 20): Uint8Array {
  const segment = [0xff, 0xe1, (app1 + 2) >> 8, (app1 + 2) & 255, ...new Array(app1).fill(0)];
  return bytes(0xff, 0xd8, ...segment, 0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0);
}

function webpVp8x(width: number, height: number): Uint8Array {
  const w = width - 1;
  const h = height - 1;
  return bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP'), ...ascii('VP8X'), 10, 0, 0, 0, 0, 0, 0, 0,
    w & 255, (w >> 8) & 255, (w >> 16) & 255, h & 255, (h >> 8) & 255, (h >> 16) & 255);
}

const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes(...u32(size), ...ascii('ftyp'), ...ascii(major), 0, 0, 0, 0, ...compatible.flatMap(ascii));
};

describe('sniffAttachment', () => {
  it('knows a PNG, a JPEG, a WebP, a HEIC photo and a PDF by their first bytes', () => {
    expect(sniffAttachment(png(800, 600), false)).toEqual({ kind: 'accepted', type: 'image/png' });
    expect(sniffAttachment(jpeg(4032, 3024), false)).toEqual({ kind: 'accepted', type: 'image/jpeg' });
    expect(sniffAttachment(webpVp8x(1920, 1080), false)).toEqual({ kind: 'accepted', type: 'image/webp' });
    expect(sniffAttachment(ftyp('heic', 'mif1', 'heic'), false)).toEqual({ kind: 'accepted', type: 'image/heic' });
    expect(sniffAttachment(ftyp('mif1', 'mif1', 'heic'), false)).toEqual({ kind: 'accepted', type: 'image/heic' });
    expect(sniffAttachment(bytes(...ascii('%PDF-1.4\n%\u00e2\u00e3')), false)).toEqual({ kind: 'accepted', type: 'application/pdf' });
  });

  it('refuses an executable, a zip, a script and an SVG whatever they are named', () => {
    expect(sniffAttachment(bytes(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff), false)).toEqual({ kind: 'refused', reason: 'type' });
    expect(sniffAttachment(bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0), false)).toEqual({ kind: 'refused', reason: 'type' });
    expect(sniffAttachment(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, 0, 0, 0), false)).toEqual({ kind: 'refused', reason: 'type' });
    expect(sniffAttachment(bytes(...ascii('#!/bin/sh\nrm -rf /\n')), false)).toEqual({ kind: 'refused', reason: 'type' });
    expect(sniffAttachment(bytes(...ascii('<svg xmlns="http://www.w3.org/2000/svg">')), false)).toEqual({ kind: 'refused', reason: 'type' });
  });

  it('refuses look-alikes: an AVIF or MP4 box, a RIFF that is no WebP, a PNG without its IHDR', () => {
    expect(sniffAttachment(ftyp('avif', 'mif1', 'avif'), false)).toEqual({ kind: 'refused', reason: 'type' });
    expect(sniffAttachment(ftyp('isom', 'mp41'), false)).toEqual({ kind: 'refused', reason: 'type' });
    expect(sniffAttachment(bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVEfmt '), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), false)).toEqual({ kind: 'refused', reason: 'type' });
    const noHeader = png(10, 10);
    noHeader.set(ascii('IDAT'), 12);
    expect(sniffAttachment(noHeader, false)).toEqual({ kind: 'refused', reason: 'type' });
  });

  it('refuses decompression bombs: absurd pixel counts, absurd sides, or no pixels at all', () => {
    expect(sniffAttachment(png(100_000, 100_000), false)).toEqual({ kind: 'refused', reason: 'dimensions' });
    expect(sniffAttachment(png(30_000, 10), false)).toEqual({ kind: 'refused', reason: 'dimensions' });
    expect(sniffAttachment(png(0, 10), false)).toEqual({ kind: 'refused', reason: 'dimensions' });
    expect(sniffAttachment(jpeg(65_535, 65_535), false)).toEqual({ kind: 'refused', reason: 'dimensions' });
    expect(sniffAttachment(webpVp8x(16_383, 16_383), false)).toEqual({ kind: 'refused', reason: 'dimensions' });
    expect(sniffAttachment(png(12_000, 9_000), false)).toEqual({ kind: 'accepted', type: 'image/png' });
  });

  it('asks for more bytes until a JPEG\'s frame header comes, however long its metadata is', () => {
    const photo = jpeg(3000, 2000, 60_000);
    expect(sniffAttachment(photo.subarray(0, 5), false)).toEqual({ kind: 'more' });
    expect(sniffAttachment(photo.subarray(0, 30_000), false)).toEqual({ kind: 'more' });
    expect(sniffAttachment(photo, false)).toEqual({ kind: 'accepted', type: 'image/jpeg' });
  });

  it('refuses a file that ends before it could tell, and a JPEG whose image data comes before any frame header', () => {
    expect(sniffAttachment(jpeg(10, 10).subarray(0, 12), true)).toEqual({ kind: 'refused', reason: 'type' });
    expect(sniffAttachment(bytes(0xff, 0xd8), true)).toEqual({ kind: 'refused', reason: 'type' });
    expect(sniffAttachment(new Uint8Array(0), true)).toEqual({ kind: 'refused', reason: 'type' });
    expect(sniffAttachment(bytes(0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 2, 3, 4, 5, 6, 0xff, 0xd9), false)).toEqual({ kind: 'refused', reason: 'type' });
  });
});
