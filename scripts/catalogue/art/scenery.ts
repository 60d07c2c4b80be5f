import { between, type Random } from './prng.ts';
import { ellipse } from './draw.ts';
import { linearGradient, num, radialGradient } from './svg.ts';

/** What a theme draws into: the canvas size, the seed, and a collector for gradients. */
export interface SceneCanvas {
  width: number;
  height: number;
  random: Random;
  /** Registers a def and returns its id (prefixed, so two scenes can share a document). */
  def(make: (id: string) => string): string;
  /** A prefixed id for an element of the body, e.g. one a <use> reflects. */
  id(name: string): string;
}

export function createCanvas(width: number, height: number, random: Random, prefix: string): { canvas: SceneCanvas; defs: string[] } {
  const defs: string[] = [];
  const canvas: SceneCanvas = {
    width,
    height,
    random,
    def(make) {
      const id = `${prefix}${defs.length}`;
      defs.push(make(id));
      return id;
    },
    id: (name) => `${prefix}${name}`,
  };
  return { canvas, defs };
}

export function sky(canvas: SceneCanvas, top: string, horizon: string, horizonAt = 0.75): string {
  const id = canvas.def((gid) => linearGradient(gid, [[0, top], [horizonAt, horizon], [1, horizon]]));
  return `<rect width="${canvas.width}" height="${canvas.height}" fill="url(#${id})"/>`;
}

/** A disc with a wide soft glow. */
export function sun(canvas: SceneCanvas, cx: number, cy: number, r: number, colour: string, glowOpacity = 0.5): string {
  const glow = canvas.def((id) => radialGradient(id, [[0, colour, glowOpacity], [1, colour, 0]]));
  return ellipse(cx, cy, r * 5, r * 5, `url(#${glow})`) + ellipse(cx, cy, r, r, colour);
}

/** Flat-bottomed cumulus made of overlapping ellipses. */
export function clouds(canvas: SceneCanvas, count: number, topFraction: number, opacity = 0.85): string {
  const { width, height, random } = canvas;
  return [...Array(count)].map(() => {
    const [x, y, s] = [between(random, 0, width), between(random, 0.06, topFraction) * height, between(random, 0.6, 1.2) * height * 0.05];
    const puffs = [[-2.2, 0, 2.4, 0.9], [-0.8, -0.7, 1.6, 1.4], [0.8, -0.4, 1.8, 1.2], [2.2, 0.1, 2, 0.8]];
    return `<g opacity="${num(opacity, 2)}">${puffs.map(([dx, dy, rx, ry]) => ellipse(x + dx * s, y + dy * s, rx * s, ry * s, '#ffffff')).join('')}</g>`;
  }).join('');
}

/** A horizontal band of haze that softens the distance between layers. */
export function haze(canvas: SceneCanvas, from: number, to: number, colour: string, opacity: number): string {
  const id = canvas.def((gid) => linearGradient(gid, [[0, colour, 0], [0.5, colour, opacity], [1, colour, 0]]));
  return `<rect y="${num(from * canvas.height)}" width="${canvas.width}" height="${num((to - from) * canvas.height)}" fill="url(#${id})"/>`;
}
