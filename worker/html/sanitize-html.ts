import type { Element, HTMLRewriter as WorkerHTMLRewriter, Response as WorkerResponse } from '@cloudflare/workers-types';
import { escapeHtml } from './html-escape.ts';
import { decodeReferences, relativeToHosts, safeSrcset, safeUrl, videoEmbed } from './html-urls.ts';

// workerd provides HTMLRewriter as a global; the root tsconfig checks worker code against the DOM lib, which has none.
declare const HTMLRewriter: typeof WorkerHTMLRewriter;

interface SanitizeOptions {
  /** Absolute links to these hosts become relative (core 5), e.g. ['kaira.fi', 'www.kaira.fi']. */
  productionHosts: string[];
}

export { VIDEO_EMBED_PREFIXES } from './html-urls.ts';

const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'];
const TABLE_SECTIONS = ['thead', 'tbody', 'tfoot'];
const KEPT_TAGS = new Set([
  'p', 'br', ...HEADINGS, 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'img', 'figure', 'figcaption', 'table', ...TABLE_SECTIONS, 'tr', 'th', 'td', 'caption', 'hr', 'div', 'span', 'section',
  'iframe', 'picture', 'source', 'details', 'summary', 'code', 'pre',
]);
// The page's own title is its only h1.
const RENAMED_TAGS: Record<string, string> = { h1: 'h2' };
const DROPPED_TAGS = new Set([
  'script', 'style', 'noscript', 'template', 'object', 'embed', 'applet', 'frame', 'frameset', 'form', 'input', 'button', 'select',
  'textarea', 'link', 'meta', 'base', 'svg', 'math',
  // Raw text to the tokenizer: their content is code or markup, never prose worth unwrapping.
  'title', 'xmp', 'plaintext', 'noembed', 'noframes',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img', 'source']);

const GLOBAL_ATTRIBUTES = new Set(['id', 'class', 'title', 'lang', 'dir']);
const TAG_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel', 'name'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen'],
  td: ['colspan', 'rowspan', 'scope'],
  th: ['colspan', 'rowspan', 'scope'],
  source: ['srcset', 'type', 'media'],
};

/**
 * The output is balanced markup that browsers parse into the tree built here, so it cannot close the
 * page's own elements when React streams it raw. These rules copy the HTML parser's implied end tags
 * ("in body" insertion mode) for the kept tags: the opening tag closes the nearest open `closes`
 * element unless one of `stopsAt` comes first ('current' looks at the innermost element only).
 */
const SPECIAL_TAGS = ['blockquote', 'caption', 'dd', 'details', 'dl', 'dt', 'figcaption', 'figure', ...HEADINGS, 'iframe', 'li', 'ol', 'pre', 'section', 'summary', 'table', ...TABLE_SECTIONS, 'td', 'th', 'tr', 'ul'];
const CLOSES_P = ['blockquote', 'details', 'div', 'dl', 'figcaption', 'figure', ...HEADINGS, 'hr', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'ul', 'li', 'dd', 'dt'];
const IMPLIED_ENDS: { opens: string[]; closes: string[]; stopsAt: string[] | 'current' }[] = [
  { opens: ['li'], closes: ['li'], stopsAt: SPECIAL_TAGS },
  { opens: ['dd', 'dt'], closes: ['dd', 'dt'], stopsAt: SPECIAL_TAGS },
  { opens: CLOSES_P, closes: ['p'], stopsAt: ['table', 'td', 'th', 'caption'] },
  { opens: HEADINGS, closes: HEADINGS, stopsAt: 'current' },
  { opens: ['td', 'th'], closes: ['td', 'th'], stopsAt: ['tr', 'table', ...TABLE_SECTIONS] },
  { opens: ['tr'], closes: ['tr'], stopsAt: ['table', ...TABLE_SECTIONS] },
  { opens: [...TABLE_SECTIONS, 'caption'], closes: [...TABLE_SECTIONS, 'caption'], stopsAt: ['table'] },
];
// Table parts elsewhere are ignored by browsers, so they are unwrapped here too; a table directly inside another would close it.
const REQUIRED_PARENTS: Record<string, string[]> = {
  td: ['tr', 'table', ...TABLE_SECTIONS],
  th: ['tr', 'table', ...TABLE_SECTIONS],
  tr: ['table', ...TABLE_SECTIONS],
  thead: ['table'], tbody: ['table'], tfoot: ['table'], caption: ['table'],
};
const TABLE_CONTEXTS = ['table', 'tr', ...TABLE_SECTIONS];

type Policy = { kind: 'drop' } | { kind: 'unwrap' } | { kind: 'keep'; tag: string; attributes: string; hidesContent: boolean };

/** One element the tokenizer reported open; tag is null when it is not written (unwrapped or dropped). */
interface Frame { tag: string | null; hidesContent: boolean; }

/**
 * A table sits in a box that scrolls sideways when it is wider than the
 * screen, so that its cells never break words mid-word at 375 px. The box
 * takes keyboard focus, so the hidden part can be scrolled to without a
 * mouse (WCAG 2.1.1); client/styles/app.css shows a shadow at the cut edge.
 */
const TABLE_BOX_OPEN = '<div class="table-scroll" role="group" tabindex="0">';
const openingOf = (tag: string, attributes: string) => `${tag === 'table' ? TABLE_BOX_OPEN : ''}<${tag}${attributes}>`;
const closingOf = (tag: string) => `</${tag}>${tag === 'table' ? '</div>' : ''}`;

/**
 * Sanitises CMS HTML (core 5) for dangerouslySetInnerHTML. HTMLRewriter only tokenizes here: its own output
 * would pass stray end tags and unclosed elements through, so the result is written from the reported
 * elements and text, with allow-listed tags and attributes only and every element closed.
 */
export async function sanitizeHtml(html: string, options: SanitizeOptions): Promise<string> {
  const hosts = new Set(options.productionHosts.map((host) => host.toLowerCase()));
  const out: string[] = [];
  const stack: Frame[] = [];
  const hidden = () => stack.at(-1)?.hidesContent ?? false;

  const closeFrom = (index: number) => {
    while (stack.length > index) {
      const frame = stack.pop()!;
      if (frame.tag) out.push(closingOf(frame.tag));
    }
  };
  const closeFrame = (frame: Frame) => {
    const index = stack.lastIndexOf(frame);
    if (index >= 0) closeFrom(index);
  };
  const openTags = () => stack.flatMap((frame, index) => (frame.tag ? [{ tag: frame.tag, index }] : [])).reverse();
  const closeImpliedEnds = (tag: string) => {
    for (const rule of IMPLIED_ENDS) {
      if (!rule.opens.includes(tag)) continue;
      for (const open of openTags()) {
        if (rule.closes.includes(open.tag)) closeFrom(open.index);
        if (rule.closes.includes(open.tag) || rule.stopsAt === 'current' || rule.stopsAt.includes(open.tag)) break;
      }
    }
  };
  const fitsHere = (tag: string) => {
    const current = openTags()[0]?.tag ?? '';
    if (REQUIRED_PARENTS[tag]) return REQUIRED_PARENTS[tag].includes(current);
    if (tag === 'table') return !TABLE_CONTEXTS.includes(current);
    if (tag === 'a') return !openTags().some((open) => open.tag === 'a');
    return true;
  };

  await new HTMLRewriter()
    .on('*', {
      element(element) {
        const frame: Frame = { tag: null, hidesContent: true };
        if (!hidden()) {
          const policy = elementPolicy(element, hosts);
          frame.hidesContent = policy.kind === 'drop';
          if (policy.kind === 'keep') {
            closeImpliedEnds(policy.tag);
            if (fitsHere(policy.tag)) {
              out.push(openingOf(policy.tag, policy.attributes));
              frame.tag = policy.tag;
              frame.hidesContent = policy.hidesContent;
            }
          }
        }
        try {
          element.onEndTag(() => closeFrame(frame));
          stack.push(frame);
        } catch {
          // Void elements have no end tag and no content.
          if (frame.tag && !VOID_TAGS.has(frame.tag)) out.push(closingOf(frame.tag));
        }
      },
    })
    .onDocument({
      // Text arrives as written in the source, entities still encoded; only '<' could start markup.
      text(chunk) {
        if (chunk.text && !hidden()) out.push(chunk.text.replaceAll('<', '&lt;'));
      },
    })
    .transform(new Response(html) as unknown as WorkerResponse)
    .arrayBuffer();
  closeFrom(0);
  return out.join('');
}

function elementPolicy(element: Element, hosts: ReadonlySet<string>): Policy {
  const name = element.tagName.toLowerCase();
  const tag = RENAMED_TAGS[name] ?? name;
  if (DROPPED_TAGS.has(tag)) return { kind: 'drop' };
  if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') return { kind: 'drop' };
  if (!KEPT_TAGS.has(tag)) return { kind: 'unwrap' };
  const attributes = allowedAttributes(element, tag);
  for (const [attribute, raw] of attributes) {
    if (attribute === 'href' || attribute === 'src' || attribute === 'srcset') {
      const url = attribute === 'srcset' ? safeSrcset(decodeReferences(raw)) : safeUrl(decodeReferences(raw));
      const final = url === null ? null : tag === 'iframe' ? videoEmbed(url) : tag === 'a' ? relativeToHosts(url, hosts) : url;
      // Written back escaped: the browser then reads exactly the value checked here.
      if (final === null) attributes.delete(attribute);
      else attributes.set(attribute, escapeHtml(final));
    } else {
      // Other attributes cannot run anything: kept as written so their entities decode as before. A "<" is
      // written as an entity, so no page content carries the comment React marks a failed part with (decision 044).
      attributes.set(attribute, raw.replaceAll('"', '&quot;').replaceAll('<', '&lt;'));
    }
  }
  // An iframe that is not a video embed is removed with its content (core 5).
  if (tag === 'iframe' && !attributes.has('src')) return { kind: 'drop' };
  if (tag === 'a') linkTarget(attributes);
  if (tag === 'img' || tag === 'iframe') attributes.set('loading', 'lazy');
  const serialized = [...attributes].map(([attribute, value]) => ` ${attribute}="${value}"`).join('');
  return { kind: 'keep', tag, attributes: serialized, hidesContent: tag === 'iframe' };
}

/** Allow-listed attributes as the tokenizer gives them: raw source text, entities not decoded. */
function allowedAttributes(element: Element, tag: string): Map<string, string> {
  const allowed = TAG_ATTRIBUTES[tag] ?? [];
  const kept = new Map<string, string>();
  for (const [rawName, value] of element.attributes) {
    const name = rawName.toLowerCase();
    // Browsers use the first of duplicated attributes.
    if (!kept.has(name) && (GLOBAL_ATTRIBUTES.has(name) || allowed.includes(name))) kept.set(name, value);
  }
  return kept;
}

/** target=_blank gets rel noopener noreferrer (core 5); other targets are removed. */
function linkTarget(attributes: Map<string, string>): void {
  if (attributes.get('target')?.trim().toLowerCase() !== '_blank') {
    attributes.delete('target');
    return;
  }
  attributes.set('target', '_blank');
  const given = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/).filter((token) => /^[a-z-]+$/.test(token));
  attributes.set('rel', [...new Set([...given, 'noopener', 'noreferrer'])].join(' '));
}
