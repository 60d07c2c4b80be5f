/** A URL query read the way the grid's comma lists need it. */
interface QueryParams {
  has: (name: string) => boolean;
  /** The first value of a parameter, decoded; null when absent. */
  get: (name: string) => string | null;
  /** Every value of a parameter split at literal commas, each piece decoded: '42%2C5,43' is ['42,5', '43']. */
  getList: (name: string) => string[];
}

/** Decodes like URLSearchParams: '+' is a space and a broken escape is kept as written instead of throwing. */
function decode(raw: string): string {
  const text = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(text);
  } catch {
    return new URLSearchParams(`x=${raw.replace(/[&#]/g, encodeURIComponent)}`).get('x') ?? '';
  }
}

function fromString(search: string): QueryParams {
  const raw = new Map<string, string[]>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decode(equals < 0 ? pair : pair.slice(0, equals));
    const value = equals < 0 ? '' : pair.slice(equals + 1);
    const values = raw.get(name);
    if (values) values.push(value);
    else raw.set(name, [value]);
  }
  return {
    has: (name) => raw.has(name),
    get: (name) => {
      const value = raw.get(name)?.[0];
      return value === undefined ? null : decode(value);
    },
    getList: (name) => (raw.get(name) ?? []).flatMap((value) => value.split(',').map(decode)),
  };
}

/**
 * Query parameters from a search string or URLSearchParams. Pass the string where there is one:
 * URLSearchParams has already decoded '%2C', so a comma inside a value ('42,5') splits there.
 */
export function readQueryParams(search: string | URLSearchParams): QueryParams {
  if (typeof search === 'string') return fromString(search);
  return {
    has: (name) => search.has(name),
    get: (name) => search.get(name),
    getList: (name) => search.getAll(name).flatMap((value) => value.split(',')),
  };
}
