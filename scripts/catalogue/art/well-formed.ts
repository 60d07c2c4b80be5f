/**
 * A small XML sanity check for generated SVG, for the tests: no parser
 * dependency, just what a generator bug would break. Returns the problems found.
 */
const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
const ATTRIBUTE = /\s+([\w:-]+)="([^"<]*)"/g;

export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg ')) problems.push('does not start with <svg');
  if (!svg.endsWith('</svg>')) problems.push('does not end with </svg>');
  if (!svg.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push('no SVG namespace');
  for (const bad of ['NaN', 'undefined', 'Infinity', '[object', 'null']) if (svg.includes(bad)) problems.push(`contains ${bad}`);
  if (/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.test(svg)) problems.push('unescaped &');

  const stack: string[] = [];
  const ids = new Set<string>();
  const references = new Set<string>();
  let roots = 0;
  let at = 0;
  while (at < svg.length) {
    const next = svg.indexOf('<', at);
    const text = svg.slice(at, next === -1 ? svg.length : next);
    if (text.includes('>')) problems.push(`stray > near ${JSON.stringify(text.slice(0, 30))}`);
    if (text.trim() && stack.length === 0) problems.push('text outside the root element');
    if (next === -1) break;
    TAG.lastIndex = next;
    const match = TAG.exec(svg);
    if (!match) {
      problems.push(`malformed tag at ${next}: ${JSON.stringify(svg.slice(next, next + 40))}`);
      break;
    }
    const [whole, closing, name, attributes, selfClosing] = match;
    const seen = new Set<string>();
    for (const [, attribute, value] of attributes.matchAll(ATTRIBUTE)) {
      if (seen.has(attribute)) problems.push(`duplicate ${attribute} on <${name}>`);
      seen.add(attribute);
      if (attribute === 'id') {
        if (ids.has(value)) problems.push(`duplicate id ${value}`);
        ids.add(value);
      }
      for (const [, id] of value.matchAll(/url\(#([^)]+)\)/g)) references.add(id);
      if (attribute === 'href' && value.startsWith('#')) references.add(value.slice(1));
    }
    if (closing) {
      if (stack.pop() !== name) problems.push(`</${name}> closes the wrong element`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name);
    } else if (stack.length === 0) roots++;
    at = next + whole.length;
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(' > ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  for (const id of references) if (!ids.has(id)) problems.push(`reference to missing #${id}`);
  return problems;
}

/** The root element's attributes, e.g. width, height and viewBox. */
export function rootAttributes(svg: string): Record<string, string> {
  const tag = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  return Object.fromEntries([...tag.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value]));
}
