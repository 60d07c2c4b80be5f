/** decodeURIComponent that keeps a malformed escape as it was typed instead of throwing. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * True for a path inside this shop. '//host' and '/\host' are read by browsers
 * as another host, so they are not paths here: redirects must never follow them.
 */
export function isShopPath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(value);
}
