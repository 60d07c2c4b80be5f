/**
 * The pictures a web gift card can carry (cat 3 gift_card_templates; demo
 * data of decision 028): four northern scenes drawn as SVG, the same art on
 * the gift card page, in the mail's printable card and on paper. Their names
 * are the giftCards.templates.{id} texts in six languages. The art is made
 * here, not stored: a template is its id, and the order row keeps that id.
 */

export const GIFT_CARD_TEMPLATES = ['fell', 'aurora', 'birch', 'lake'] as const;
export type GiftCardTemplate = (typeof GIFT_CARD_TEMPLATES)[number];
export const DEFAULT_GIFT_CARD_TEMPLATE: GiftCardTemplate = 'fell';

export function isGiftCardTemplate(value: unknown): value is GiftCardTemplate {
  return typeof value === 'string' && (GIFT_CARD_TEMPLATES as readonly string[]).includes(value);
}

const W = 320;
const H = 200;

function sky(top: string, bottom: string): string {
  return `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`
    + `<rect width="${W}" height="${H}" fill="url(#s)"/>`;
}

/** Birch trunks: white with dark marks, at x positions. */
function birches(xs: number[]): string {
  return xs.map((x, index) => `<rect x="${x}" y="${40 + (index % 3) * 12}" width="${7 + (index % 2) * 3}" height="${H}" fill="#f5f3ec"/>`
    + `<rect x="${x}" y="${80 + (index % 4) * 15}" width="5" height="3" fill="#2b2b2b"/><rect x="${x + 3}" y="${120 + (index % 3) * 10}" width="4" height="2" fill="#2b2b2b"/>`).join('');
}

const SCENES: Record<GiftCardTemplate, string> = {
  fell: sky('#9fd3ee', '#e8f4f8')
    + '<circle cx="250" cy="48" r="18" fill="#fff3c4"/>'
    + '<path d="M0 150 L70 70 L115 115 L170 50 L240 125 L280 95 L320 130 L320 200 L0 200Z" fill="#5d7f95"/>'
    + '<path d="M70 70 L88 91 L78 88 L60 82Z M170 50 L196 80 L180 76 L160 62Z" fill="#ffffff"/>'
    + '<path d="M0 170 Q80 140 160 165 T320 160 L320 200 L0 200Z" fill="#2f5d46"/>',
  aurora: sky('#0b1d3a', '#1f3f5f')
    + '<path d="M-10 90 Q60 20 140 70 T330 40" stroke="#5cf2a4" stroke-width="18" fill="none" opacity=".55"/>'
    + '<path d="M-10 110 Q90 50 170 95 T330 70" stroke="#9b7bf2" stroke-width="10" fill="none" opacity=".45"/>'
    + '<circle cx="40" cy="30" r="1.5" fill="#fff"/><circle cx="120" cy="22" r="1.2" fill="#fff"/><circle cx="270" cy="18" r="1.6" fill="#fff"/><circle cx="210" cy="40" r="1" fill="#fff"/>'
    + '<path d="M0 165 L30 130 L45 150 L60 120 L80 160 L105 135 L125 165 L320 165 L320 200 L0 200Z" fill="#07131f"/>'
    + '<rect y="165" width="320" height="35" fill="#dfe9f2"/>',
  birch: sky('#f7e9c9', '#fbf6ea')
    + '<rect y="150" width="320" height="50" fill="#9cb86a"/>'
    + birches([24, 70, 118, 200, 246, 288])
    + '<path d="M0 60 Q60 30 120 55 T240 45 T320 60 L320 0 L0 0Z" fill="#d8a43b" opacity=".55"/>',
  lake: sky('#f6b38b', '#fde3c8')
    + '<circle cx="160" cy="100" r="30" fill="#fff0c9"/>'
    + '<path d="M0 110 L40 95 L90 105 L130 92 L190 104 L250 90 L320 102 L320 120 L0 120Z" fill="#3d5a4a"/>'
    + '<rect y="118" width="320" height="82" fill="#4f7fa3"/>'
    + '<path d="M120 135 h80 M135 150 h50 M145 165 h30" stroke="#fff0c9" stroke-width="3" opacity=".7"/>'
    + '<path d="M60 175 q20 -10 40 0 l-5 6 h-30z" fill="#7a4b2a"/>',
};

/** The template's picture as an SVG document, 320x200; `title` names it for screen readers where it is not decorative. */
export function giftCardArt(template: GiftCardTemplate, title = ''): string {
  const label = title ? `<title>${title.replace(/[<&>"]/g, '')}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"${title ? ' role="img"' : ' aria-hidden="true"'}>${label}${SCENES[template]}</svg>`;
}

/** The picture as an image address (an <img> shows it on the page and in the printable card). */
export function giftCardArtUrl(template: GiftCardTemplate): string {
  return `data:image/svg+xml,${encodeURIComponent(giftCardArt(template))}`;
}
