/**
 * Constant-time comparison of two secrets (order view tokens, payment
 * callback secrets): no early exit on the first difference, so answer
 * times say nothing about how much of a guess matched.
 */
export function sameSecret(given: string, expected: string): boolean {
  const left = new TextEncoder().encode(given);
  const right = new TextEncoder().encode(expected);
  let difference = left.length ^ right.length;
  for (let index = 0; index < Math.max(left.length, right.length); index++) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}
