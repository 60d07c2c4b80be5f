/** A JSON object (not null, not an array): what parsers of stored or received data check first. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
