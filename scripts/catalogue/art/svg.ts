import { escapeXml } from './escape-xml.ts';

/** Coordinates with one decimal: enough for 800px art and keeps files small. */
export function num(value: number, digits = 1): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  const scale = 10 ** digits;
  return String(Math.round(value * scale) / scale);
}

/** A path `d` from a template, numbers rounded: d`M${x},${y}`. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce((out, part, i) => out + part + (i < values.length ? num(values[i]) : ''), '');
}

export interface SvgDocument {
  width: number;
  height: number;
  title: string;
  defs?: string;
  body: string;
}

/** A standalone SVG file: explicit size (the image route rewrites it), role and title for screen readers. */
export function svgDocument({ width, height, title, defs = '', body }: SvgDocument): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    defs ? `<defs>${defs}</defs>` : '',
    body,
    '</svg>',
  ].join('');
}

export function linearGradient(id: string, stops: readonly (readonly [number, string, number?])[], [x1, y1, x2, y2] = [0, 0, 0, 1]): string {
  const stopTags = stops.map(([offset, colour, opacity]) => `<stop offset="${num(offset)}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${num(opacity, 2)}"`}/>`).join('');
  return `<linearGradient id="${id}" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${stopTags}</linearGradient>`;
}

export function radialGradient(id: string, stops: readonly (readonly [number, string, number?])[], [cx, cy, r] = [0.5, 0.5, 0.5]): string {
  const stopTags = stops.map(([offset, colour, opacity]) => `<stop offset="${num(offset)}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${num(opacity, 2)}"`}/>`).join('');
  return `<radialGradient id="${id}" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}">${stopTags}</radialGradient>`;
}
