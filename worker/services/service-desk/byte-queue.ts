/**
 * Bytes of a stream waiting to be written: chunks in at the end, parts out
 * at the front, and the whole of it readable at once (the sniffer reads the
 * file's start as one array). Grows by doubling, so appending stays cheap.
 */
export class ByteQueue {
  private bytes = new Uint8Array(64 * 1024);
  private start = 0;
  private end = 0;

  get length(): number {
    return this.end - this.start;
  }

  push(chunk: Uint8Array): void {
    if (this.end + chunk.byteLength > this.bytes.byteLength) {
      const needed = this.length + chunk.byteLength;
      const target = needed <= this.bytes.byteLength ? this.bytes : new Uint8Array(Math.max(needed, this.bytes.byteLength * 2));
      target.set(this.bytes.subarray(this.start, this.end));
      this.bytes = target;
      this.end = this.length;
      this.start = 0;
    }
    this.bytes.set(chunk, this.end);
    this.end += chunk.byteLength;
  }

  /** Everything queued, without copying (valid until the next push or take). */
  view(): Uint8Array {
    return this.bytes.subarray(this.start, this.end);
  }

  /** The first `count` bytes (at most what is queued) as an array of their own, off the queue. */
  take(count: number): Uint8Array {
    const taken = this.bytes.slice(this.start, this.start + Math.min(count, this.length));
    this.start += taken.byteLength;
    if (this.start === this.end) this.start = this.end = 0;
    return taken;
  }
}
