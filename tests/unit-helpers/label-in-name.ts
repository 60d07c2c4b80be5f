/**
 * WCAG 2.5.3 "label in name" over server markup: the buttons and links that
 * carry an aria-label, with the text a sighted user sees in them. Reads React's
 * static markup, where attribute values and text have `<` and `>` escaped.
 */
export interface LabelledControl {
  /** The accessible name: the aria-label. */
  name: string;
  /** The text shown inside, visually hidden spans left out (aria-hidden text is still seen). */
  visible: string;
}

const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };

const decode = (text: string) => text.replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity);
const attribute = (attributes: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(attributes);
  return match ? decode(match[1]) : null;
};
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

interface OpenElement {
  visuallyHidden: boolean;
  control: LabelledControl | null;
}

export function labelledControls(html: string): LabelledControl[] {
  const found: LabelledControl[] = [];
  const open: OpenElement[] = [];
  for (const [, closing, tag, attributes, selfClosing, text] of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*?)(\/?)>|([^<]+)/g)) {
    if (text !== undefined) {
      if (open.some((element) => element.visuallyHidden)) continue;
      for (const element of open) if (element.control) element.control.visible += decode(text);
    } else if (closing) {
      const element = open.pop();
      if (element?.control) found.push({ name: squeeze(element.control.name), visible: squeeze(element.control.visible) });
    } else if (!selfClosing && !VOID_ELEMENTS.has(tag)) {
      const name = tag === 'button' || tag === 'a' ? attribute(attributes, 'aria-label') : null;
      const visuallyHidden = (attribute(attributes, 'class') ?? '').split(' ').includes('visually-hidden');
      open.push({ visuallyHidden, control: name === null ? null : { name, visible: '' } });
    }
  }
  return found;
}

/**
 * The comparison axe's label-content-name-mismatch makes: case, punctuation and
 * symbols ignored. A label that is only a symbol ("×", "+", "−") has no words to
 * speak, so any name contains it (WCAG's understanding of 2.5.3 on symbols).
 */
const words = (text: string) => squeeze(text.toLowerCase().replace(/[\p{P}\p{S}]/gu, ' '));

export function nameContainsVisibleText({ name, visible }: LabelledControl): boolean {
  const shown = words(visible);
  return shown === '' || ` ${words(name)} `.includes(` ${shown} `);
}
