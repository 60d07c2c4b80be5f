/**
 * A stored page with this response's nonce in place of the one it was
 * rendered with (decision 039, foreseen by decision 005), so no nonce is ever
 * served twice.
 *
 * The render's nonce is 128 random bits: where its bytes occur in the page is
 * exactly where the render wrote it (the entry module and its preloads).
 * Those places are found once, when a page is held; every hit then copies
 * the bytes with the fresh nonce written in. An HTMLRewriter pass over the
 * whole page did the same at a third of a cached group page's time in the
 * bench (issue 19).
 */

const encoder = new TextEncoder();

/** The byte offsets at which `nonce` occurs in `bytes`, in order, never overlapping. */
export function nonceOffsets(bytes: Uint8Array, nonce: string): number[] {
  const needle = encoder.encode(nonce);
  const offsets: number[] = [];
  if (needle.length === 0) return offsets;
  for (let at = bytes.indexOf(needle[0]!); at !== -1 && at + needle.length <= bytes.length; at = bytes.indexOf(needle[0]!, at + 1)) {
    if (needle.every((byte, index) => bytes[at + index] === byte)) {
      offsets.push(at);
      at += needle.length - 1;
    }
  }
  return offsets;
}

/** A copy of `bytes` with `nonce` written over the `replacedLength` bytes at each offset (offsets in order, as nonceOffsets gives them). */
export function withNonceAt(bytes: Uint8Array, offsets: readonly number[], replacedLength: number, nonce: string): Uint8Array<ArrayBuffer> {
  const fresh = encoder.encode(nonce);
  const copy = new Uint8Array(bytes.length + offsets.length * (fresh.length - replacedLength));
  let from = 0;
  let to = 0;
  for (const at of offsets) {
    copy.set(bytes.subarray(from, at), to);
    to += at - from;
    copy.set(fresh, to);
    to += fresh.length;
    from = at + replacedLength;
  }
  copy.set(bytes.subarray(from), to);
  return copy;
}
