/**
 * The default Open Graph image (1200x630, core 9) drawn as a PNG without any
 * image library: a sky gradient over two mountain ridges with snow caps.
 */
import { deflateSync } from 'node:zlib';

const WIDTH = 1200;
const HEIGHT = 630;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** Height of a ridge at x: a sum of sines gives a believable skyline. */
function ridge(x: number, base: number, scale: number, phase: number): number {
  return base - scale * (Math.sin(x / 140 + phase) * 0.6 + Math.sin(x / 57 + phase * 2) * 0.25 + Math.abs(Math.sin(x / 260 + phase)) * 0.9);
}

export function ogImagePng(): Buffer {
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    const row = y * (WIDTH * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < WIDTH; x++) {
      const far = ridge(x, 420, 160, 0.4);
      const near = ridge(x, 560, 120, 2.1);
      let rgb: [number, number, number];
      if (y > near) rgb = [31, 58, 46];
      else if (y > far) rgb = y < far + 28 && far < 330 ? [236, 240, 238] : [74, 106, 92];
      else {
        const t = y / HEIGHT;
        rgb = [Math.round(140 + 90 * t), Math.round(186 + 50 * t), Math.round(222 + 25 * t)];
      }
      raw.set(rgb, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}
