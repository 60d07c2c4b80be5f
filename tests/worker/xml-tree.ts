/**
 * A small strict XML reader for the sitemap tests (no XML parser runs inside
 * workerd): the document must be well-formed (one root, tags closed in order,
 * attributes quoted and unique, only the predefined or numeric entities, no
 * raw '<' or '&' in text), else it throws. Comments, CDATA and DTDs are
 * refused: a sitemap has none.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = '[A-Za-z_][\\w.:-]*';
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/g;

function unescape(raw: string, where: string): string {
  if (/[<]/.test(raw) || /&/.test(raw.replace(ENTITY, ''))) throw new Error(`Unescaped markup in ${where}: ${raw.slice(0, 80)}`);
  return raw.replace(ENTITY, (entity) => {
    const named: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
    if (named[entity]) return named[entity];
    const code = entity.startsWith('&#x') ? Number.parseInt(entity.slice(3, -1), 16) : Number.parseInt(entity.slice(2, -1), 10);
    return String.fromCodePoint(code);
  });
}

function parseAttributes(source: string, tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = new RegExp(`\\s+(${NAME})\\s*=\\s*("([^"]*)"|'([^']*)')`, 'y');
  let index = 0;
  while (index < source.length) {
    if (/^\s*$/.test(source.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(source);
    if (!match) throw new Error(`Bad attributes in <${tag}>: ${source.slice(index, index + 60)}`);
    if (match[1] in attributes) throw new Error(`Attribute ${match[1]} twice in <${tag}>`);
    attributes[match[1]] = unescape(match[3] ?? match[4], `<${tag} ${match[1]}>`);
    index = pattern.lastIndex;
  }
  return attributes;
}

export function parseXml(xml: string): XmlElement {
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/.exec(xml);
  if (!declaration) throw new Error('No XML declaration with version 1.0 and encoding UTF-8');
  const tag = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`, 'y');
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let index = declaration[0].length;
  while (index < xml.length) {
    const next = xml.indexOf('<', index);
    const text = xml.slice(index, next === -1 ? xml.length : next);
    if (text) {
      if (stack.length === 0) {
        if (text.trim()) throw new Error(`Text outside the root: ${text.slice(0, 40)}`);
      } else stack[stack.length - 1].text += unescape(text, `<${stack[stack.length - 1].name}>`);
    }
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(xml);
    if (!match) throw new Error(`Not a tag at ${next}: ${xml.slice(next, next + 60)}`);
    const [, closing, name, attributeText, selfClosing] = match;
    if (closing) {
      if (attributeText || selfClosing) throw new Error(`Malformed closing tag </${name}>`);
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`);
    } else {
      if (root && stack.length === 0) throw new Error(`A second root <${name}>`);
      const element: XmlElement = { name, attributes: parseAttributes(attributeText, name), children: [], text: '' };
      if (stack.length) stack[stack.length - 1].children.push(element);
      else root = element;
      if (!selfClosing) stack.push(element);
    }
    index = tag.lastIndex;
  }
  if (!root || stack.length) throw new Error(`Unclosed <${stack[stack.length - 1]?.name ?? 'root'}>`);
  return root;
}
