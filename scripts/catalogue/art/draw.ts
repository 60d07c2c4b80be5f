import { num } from './svg.ts';

/** Small markup builders the silhouettes are drawn with; every number passes through num(). */

export const shape = (pathData: string, fill: string, opacity?: number): string =>
  `<path d="${pathData}" fill="${fill}"${opacity === undefined ? '' : ` opacity="${num(opacity, 2)}"`}/>`;

export const line = (pathData: string, stroke: string, width: number, extra = ''): string =>
  `<path d="${pathData}" fill="none" stroke="${stroke}" stroke-width="${num(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

export const dashed = (pathData: string, stroke: string, width: number, dash: string): string =>
  line(pathData, stroke, width, ` stroke-dasharray="${dash}"`);

export const circle = (cx: number, cy: number, r: number, fill: string, opacity?: number): string =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${opacity === undefined ? '' : ` opacity="${num(opacity, 2)}"`}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, opacity?: number): string =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${opacity === undefined ? '' : ` opacity="${num(opacity, 2)}"`}/>`;

export const rect = (x: number, y: number, width: number, height: number, radius: number, fill: string): string =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" rx="${num(radius)}" fill="${fill}"/>`;

export const group = (transform: string, inner: string): string => `<g transform="${transform}">${inner}</g>`;

export const translate = (x: number, y: number, rotate = 0, scale = 1): string =>
  `translate(${num(x)} ${num(y)})${rotate ? ` rotate(${num(rotate)})` : ''}${scale !== 1 ? ` scale(${num(scale, 3)})` : ''}`;

export const clipped = (clipId: string, inner: string): string => `<g clip-path="url(#${clipId})">${inner}</g>`;

export const clipPath = (clipId: string, pathData: string): string => `<clipPath id="${clipId}"><path d="${pathData}"/></clipPath>`;
