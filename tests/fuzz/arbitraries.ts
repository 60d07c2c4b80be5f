/**
 * The hostile inputs of issue 13 item 7, as fast-check arbitraries: wrong
 * types, huge and negative numbers, deep nesting, 1 MB bodies, invalid UTF-8,
 * SQL and HTML metacharacters, traversal in slugs, wrong methods and missing
 * or wrong content types. Pure: no worker import, so any runner can use it.
 */
import fc from 'fast-check';

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Text that has broken shops before: SQL, HTML, template and path tricks, control and odd Unicode characters. */
export const NASTY_TEXT = [
  "' OR '1'='1", "'; DROP TABLE orders; --", '" OR ""="', '1; SELECT * FROM customers', "%' AND 1=1 --", '\\', "'", '"', '`',
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '</script><script>x</script>', '<!--', ']]>', '&amp;&lt;', '{{7*7}}', '${7*7}',
  '../../etc/passwd', '..%2f..%2fetc%2fpasswd', '..\\..\\windows', '%00', '\u0000', '\uFFFD', '\uD800', '\u202E', '\u200B', '\r\n', '\t',
  'null', 'undefined', 'NaN', 'Infinity', '-1', '0', '1e308', '0x10', '__proto__', 'constructor', 'toString', ' ', '',
  'ｆｕｌｌ', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', 'ÅÄÖ åäö', '中文', 'й'.repeat(300), 'x'.repeat(5000),
];

/** Numbers at and past every bound a schema might have. */
export const NASTY_NUMBERS = [0, -0, -1, 1, 1.5, -1.5, 0.1 + 0.2, 999, 1000, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e21, 1e308, -1e308, 5e-324];

/** Path segments as they arrive encoded in a URL: traversal, NUL, broken percent escapes, invalid UTF-8. */
export const NASTY_SEGMENTS = [
  '..', '.', '..%2f', '..%2F..%2F', '%2e%2e', '%2e%2e%2f', '..%5c', '%2f', '%5c', '%00', 'a%00b', '%ff', '%c3%28', '%ed%a0%80', '%', '%zz', '%25',
  '%3Cscript%3E', "'%20OR%201=1", '%27', '%22', 'a;b', 'a,b', '~', '-', '_', 'x'.repeat(2000), '%E2%80%AE', 'CON', 'index.html', '.env',
];

/** encodeURIComponent, with lone surrogates (which it refuses) as U+FFFD: raw invalid UTF-8 comes from NASTY_SEGMENTS. */
export const encode = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

const text = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXT) }, fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme', maxLength: 40 }));
const number = fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** Any JSON value, a few levels deep, of any type: what a schema gets when the client is wrong. */
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true },
    text, number, fc.boolean(), fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'slug', 'products'), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 })),
})).value;

/** A text value for a query parameter or a form field. */
export const queryValue: fc.Arbitrary<string> = fc.oneof(text, number.map(String), fc.constantFrom(...NASTY_SEGMENTS));

/** One path segment, already URL-encoded (or deliberately badly encoded). */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_SEGMENTS) },
  text.map(encode),
  fc.stringMatching(/^[a-z0-9-]{1,30}$/),
);

/** `depth` arrays or objects inside each other, as JSON text (parsers and validators that recurse choke on it). */
export const deepNesting = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const ONE_MB = 1024 * 1024;

/** Raw bodies that are not the endpoint's JSON at all. */
export const rawBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.constant(''),
  fc.constantFrom('{', '[', '{"a":}', 'null', 'true', '1', '"text"', '[]', '{}', '{"__proto__":{"x":1}}', 'a=1&b=2'),
  fc.constantFrom(deepNesting(100_000, 'array'), deepNesting(20_000, 'object')),
  // 1 MB: of JSON, of nothing useful, and of invalid UTF-8.
  fc.constant(JSON.stringify({ products: Array.from({ length: 40_000 }, () => ({ productId: 1, amount: 1 })) }).slice(0, ONE_MB)),
  fc.constant(`{"x":"${'a'.repeat(ONE_MB)}"}`),
  fc.constant(new Uint8Array(ONE_MB).fill(0xff)),
  fc.uint8Array({ maxLength: 300 }),
  fc.constantFrom(new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]), new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), new Uint8Array([0xfe, 0xff, 0x00, 0x7b])),
  jsonValue.map((value) => JSON.stringify(value) ?? ''),
);

/** Content types a client may send, or none. */
export const contentType: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined, 'application/json', 'application/json; charset=utf-8', 'application/json; charset=utf-16', 'text/plain',
  'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'garbage', '',
);

/** Every path (as ['a', 'b', 0]) to a value inside a JSON value, the root included. */
function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const here = [prefix];
  if (Array.isArray(value)) return here.concat(...value.map((item, index) => pathsOf(item, [...prefix, index])));
  if (value !== null && typeof value === 'object') return here.concat(...Object.entries(value).map(([key, item]) => pathsOf(item, [...prefix, key])));
  return here;
}

/** A copy of `value` with the value at `path` replaced, or deleted when `replacement` is the DELETE marker. */
function withValueAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  if (rest.length === 0 && replacement === DELETE) {
    if (Array.isArray(copy)) copy.splice(Number(head), 1);
    else delete copy[head];
  } else copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}

const DELETE = Symbol('delete');

/** A valid value with up to three places broken: a wrong type or bound, a key dropped, a value replaced. */
export function mutated(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  const change = fc.tuple(fc.nat({ max: paths.length - 1 }), fc.oneof(jsonValue, fc.constant(DELETE as unknown)));
  return fc.array(change, { minLength: 0, maxLength: 3 }).map((changes) =>
    changes.reduce((current, [index, replacement]) => (paths[index].length === 0 && replacement === DELETE ? current : withValueAt(current, paths[index], replacement)), valid));
}

/** A query from valid parameters: each kept, dropped, replaced or repeated, plus a stray one now and then. */
export function mutatedQuery(valid: Record<string, string>): fc.Arbitrary<string> {
  const entries = Object.entries(valid);
  const fate = fc.oneof({ weight: 8, arbitrary: fc.constant<'keep'>('keep') }, fc.constant<'drop'>('drop'), fc.constant<'twice'>('twice'), queryValue);
  const stray = fc.option(fc.tuple(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('lang', 'preview', 'page', 'w', '__proto__')), queryValue), { nil: undefined });
  return fc.tuple(fc.array(fate, { minLength: entries.length, maxLength: entries.length }), stray).map(([fates, extra]) => {
    const parts: string[] = [];
    entries.forEach(([key, value], index) => {
      const what = fates[index];
      const pair = (v: string) => `${encode(key)}=${encode(v)}`;
      if (what === 'keep') parts.push(pair(value));
      else if (what === 'twice') parts.push(pair(value), pair(`${value}x`));
      else if (what !== 'drop') parts.push(pair(what));
    });
    if (extra) parts.push(`${encode(extra[0])}=${encode(extra[1])}`);
    return parts.length ? `?${parts.join('&')}` : '';
  });
}
