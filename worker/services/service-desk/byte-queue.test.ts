import { describe, expect, it } from 'vitest';
import { ByteQueue } from './byte-queue.ts';

const bytes = (from: number, count: number) => Uint8Array.from({ length: count }, (_, index) => (from + index) % 256);

describe('ByteQueue', () => {
  it('gives back what was pushed, in order, across growth and takes from the front', () => {
    const queue = new ByteQueue();
    queue.push(bytes(0, 40_000));
    queue.push(bytes(40_000, 40_000));
    expect(queue.length).toBe(80_000);
    expect(Buffer.from(queue.view()).equals(bytes(0, 80_000))).toBe(true);
    expect(Buffer.from(queue.take(50_000)).equals(bytes(0, 50_000))).toBe(true);
    queue.push(bytes(80_000, 30_000));
    expect(Buffer.from(queue.view()).equals(bytes(50_000, 60_000))).toBe(true);
    expect(Buffer.from(queue.take(1_000_000)).equals(bytes(50_000, 60_000))).toBe(true);
    expect(queue.length).toBe(0);
  });

  it('hands out parts that stay as they were when the queue moves on', () => {
    const queue = new ByteQueue();
    queue.push(bytes(1, 10));
    const part = queue.take(5);
    queue.push(bytes(200, 70_000));
    expect(part).toEqual(bytes(1, 5));
  });
});
