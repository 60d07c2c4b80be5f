import type { BannerTheme } from './landscape.ts';
import { between } from './prng.ts';
import { heightAt, jaggedLayer, ridgePoints, smoothLayer, snowCaps, starField, treeLine } from './ridges.ts';
import { clouds, haze, sky, sun, type SceneCanvas } from './scenery.ts';
import { linearGradient, num } from './svg.ts';

const fill = (path: string, colour: string, extra = '') => `<path d="${path}" fill="${colour}"${extra}/>`;
const across = (canvas: SceneCanvas) => [-20, canvas.width + 20] as const;

function alpinePeaks(canvas: SceneCanvas): string {
  const { width: w, height: h, random } = canvas;
  const far = ridgePoints(random, across(canvas), 0.52 * h, 0.34 * h, 7, 0.9);
  const mid = ridgePoints(random, across(canvas), 0.66 * h, 0.3 * h, 5, 1);
  const near = ridgePoints(random, across(canvas), 0.82 * h, 0.18 * h, 4, 0.8);
  return [
    sky(canvas, '#5f9bd6', '#dcedf8'),
    sun(canvas, between(random, 0.6, 0.88) * w, 0.17 * h, 0.045 * h, '#fff6dc'),
    clouds(canvas, 2, 0.25, 0.7),
    fill(jaggedLayer(far, h), '#a7bfd4'), fill(snowCaps(random, far, 0.36 * h), '#f5f9fc'),
    haze(canvas, 0.42, 0.7, '#ffffff', 0.35),
    fill(jaggedLayer(mid, h), '#6a88a1'), fill(snowCaps(random, mid, 0.46 * h), '#e6eff6'),
    fill(jaggedLayer(near, h), '#3c586a'),
    fill(treeLine(random, across(canvas), 0.9 * h, 0.05 * h, 0.13 * h, 0.012 * w, { floor: h }), '#1e3a33'),
  ].join('');
}

function forestLake(canvas: SceneCanvas): string {
  const { width: w, height: h, random } = canvas;
  const water = 0.62 * h;
  const hills = ridgePoints(random, across(canvas), 0.54 * h, 0.14 * h, 5, 0.4);
  const forest = treeLine(random, across(canvas), 0.59 * h, 0.03 * h, 0.08 * h, 0.008 * w, { floor: water });
  const [hillsId, forestId] = [canvas.id('hills'), canvas.id('forest')];
  const lake = canvas.def((id) => linearGradient(id, [[0, '#e9d3b4'], [0.35, '#7fa3a8'], [1, '#2f5560']]));
  return [
    sky(canvas, '#f0c48a', '#fbf0df'),
    sun(canvas, between(random, 0.3, 0.7) * w, 0.4 * h, 0.05 * h, '#fff1c9', 0.6),
    fill(smoothLayer(hills, water), '#8da89a', ` id="${hillsId}"`),
    fill(forest, '#4b6d5f', ` id="${forestId}"`),
    `<rect y="${num(water)}" width="${w}" height="${num(h - water)}" fill="url(#${lake})"/>`,
    `<g opacity="0.3" transform="matrix(1 0 0 -1 0 ${num(water * 2)})"><use href="#${hillsId}"/><use href="#${forestId}"/></g>`,
    [...Array(7)].map(() => {
      const [x, y] = [between(random, 0.1, 0.9) * w, between(random, 0.66, 0.8) * h];
      return `<path d="M${num(x)},${num(y)}h${num(between(random, 40, 120))}" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.35"/>`;
    }).join(''),
    fill(treeLine(random, [-0.1 * w, 0.32 * w], 0.94 * h, 0.14 * h, 0.3 * h, 0.018 * w, { taper: true, floor: h }), '#1c3428'),
    fill(treeLine(random, [0.8 * w, 1.1 * w], 0.94 * h, 0.12 * h, 0.26 * h, 0.018 * w, { taper: true, floor: h }), '#1c3428'),
    fill(`M-20,${num(h)}L-20,${num(0.9 * h)}C${num(0.3 * w)},${num(0.86 * h)} ${num(0.6 * w)},${num(0.94 * h)} ${num(w + 20)},${num(0.9 * h)}L${num(w + 20)},${num(h)}Z`, '#243b2c'),
  ].join('');
}

function snowySlope(canvas: SceneCanvas): string {
  const { width: w, height: h, random } = canvas;
  const peaks = ridgePoints(random, across(canvas), 0.46 * h, 0.24 * h, 6, 0.9);
  const slope = canvas.def((id) => linearGradient(id, [[0, '#ffffff'], [1, '#d3e3ef']]));
  const track = (x: number) => `M${num(x)},${num(0.56 * h)}C${num(x + 0.08 * w)},${num(0.66 * h)} ${num(x - 0.1 * w)},${num(0.76 * h)} ${num(x + 0.02 * w)},${num(0.86 * h)}S${num(x - 0.04 * w)},${num(0.98 * h)} ${num(x + 0.06 * w)},${num(1.02 * h)}`;
  const trackX = between(random, 0.45, 0.7) * w;
  const spruce = (x: number, y: number, s: number) => fill(`M${num(x)},${num(y - s)}L${num(x + s * 0.32)},${num(y)}L${num(x - s * 0.32)},${num(y)}Z`, '#2c4b47') + fill(`M${num(x)},${num(y - s)}L${num(x + s * 0.12)},${num(y - s * 0.62)}L${num(x)},${num(y - s * 0.7)}L${num(x - s * 0.12)},${num(y - s * 0.62)}Z`, '#f4f9fc');
  return [
    sky(canvas, '#7dbbe8', '#eef7fd'),
    sun(canvas, between(random, 0.08, 0.3) * w, 0.16 * h, 0.04 * h, '#fffbea'),
    fill(jaggedLayer(peaks, h), '#c6d9e8'), fill(snowCaps(random, peaks, 0.4 * h), '#ffffff'),
    fill(treeLine(random, across(canvas), 0.6 * h, 0.02 * h, 0.05 * h, 0.006 * w, { floor: 0.7 * h }), '#5d7d86'),
    fill(`M-20,${num(0.56 * h)}C${num(0.3 * w)},${num(0.52 * h)} ${num(0.62 * w)},${num(0.68 * h)} ${num(w + 20)},${num(0.92 * h)}L${num(w + 20)},${num(h)}L-20,${num(h)}Z`, `url(#${slope})`),
    `<path d="${track(trackX)}" fill="none" stroke="#9ab6ca" stroke-width="4"/><path d="${track(trackX + 14)}" fill="none" stroke="#9ab6ca" stroke-width="4"/>`,
    fill(`M${num(w + 20)},${num(0.7 * h)}C${num(0.7 * w)},${num(0.74 * h)} ${num(0.4 * w)},${num(0.9 * h)} -20,${num(0.98 * h)}L-20,${num(h)}L${num(w + 20)},${num(h)}Z`, '#f6fafd'),
    [...Array(7)].map((_, i) => spruce((0.03 + i * 0.035 + between(random, -0.01, 0.01)) * w, (0.58 + between(random, 0, 0.03)) * h, between(random, 0.1, 0.2) * h)).join(''),
  ].join('');
}

function autumnFell(canvas: SceneCanvas): string {
  const { width: w, height: h, random } = canvas;
  const far = ridgePoints(random, across(canvas), 0.56 * h, 0.2 * h, 4, 0.3);
  const mid = ridgePoints(random, across(canvas), 0.7 * h, 0.16 * h, 4, 0.3);
  const near = ridgePoints(random, across(canvas), 0.84 * h, 0.12 * h, 5, 0.3);
  const bushes = (points: typeof near, colour: string, count: number, size: number) => `<path d="${[...Array(count)].map(() => {
    const x = between(random, 0, w);
    return `M${Math.round(x)},${Math.round(heightAt(points, x) + between(random, 0.03, 0.16) * h)}h${Math.round(size * between(random, 0.4, 1.2))}`;
  }).join('')}" stroke="${colour}" stroke-width="${num(size)}" stroke-linecap="round" opacity="0.75"/>`;
  return [
    sky(canvas, '#eaa66f', '#fbe6c8', 0.7),
    sun(canvas, between(random, 0.55, 0.85) * w, 0.44 * h, 0.06 * h, '#fff0c2', 0.7),
    fill(smoothLayer(far, h), '#b59ea6'),
    haze(canvas, 0.45, 0.72, '#fbe6c8', 0.45),
    fill(smoothLayer(mid, h), '#a65a36'),
    bushes(mid, '#d9822b', 30, 0.012 * h),
    fill(smoothLayer(near, h), '#6f3420'),
    bushes(near, '#c8452a', 40, 0.02 * h), bushes(near, '#f0b840', 30, 0.016 * h),
  ].join('');
}

function coast(canvas: SceneCanvas): string {
  const { width: w, height: h, random } = canvas;
  const horizon = 0.58 * h;
  const sea = canvas.def((id) => linearGradient(id, [[0, '#5aa6cc'], [1, '#1d5d80']]));
  const islandAt = between(random, 0.15, 0.5) * w;
  const island = ridgePoints(random, [islandAt, islandAt + 0.28 * w], horizon + 2, 0.08 * h, 3, 0.3, 3);
  const rocks = ridgePoints(random, [0.42 * w, w + 20], 0.84 * h, 0.18 * h, 3, 0.25, 3);
  // The granite shelves down into the sea instead of ending in a wall.
  rocks[0][1] = h;
  rocks[1][1] = Math.max(rocks[1][1], 0.9 * h);
  return [
    sky(canvas, '#6fb4e3', '#e7f4fb', 0.9),
    sun(canvas, between(random, 0.6, 0.9) * w, 0.2 * h, 0.04 * h, '#fffbe8'),
    clouds(canvas, 3, 0.35),
    `<rect y="${num(horizon)}" width="${w}" height="${num(h - horizon)}" fill="url(#${sea})"/>`,
    fill(smoothLayer(island, horizon + 2), '#52645f'),
    fill(treeLine(random, [islandAt + 0.03 * w, islandAt + 0.25 * w], (x) => heightAt(island, x) + 4, 0.03 * h, 0.07 * h, 0.006 * w, { taper: true, floor: horizon }), '#2f4a3c'),
    `<path d="${[...Array(18)].map(() => `M${Math.round(between(random, 0, w))},${Math.round(between(random, 0.62, 0.98) * h)}h${Math.round(between(random, 20, 70))}`).join('')}" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.35"/>`,
    fill(smoothLayer(rocks, h), '#8a7b76'),
    fill(treeLine(random, [0.58 * w, 0.9 * w], (x) => heightAt(rocks, x) + 0.05 * h, 0.08 * h, 0.2 * h, 0.025 * w, { taper: true }), '#203a2e'),
    fill(smoothLayer(rocks.map(([x, y]) => [x, y + 0.07 * h]), h), '#6d605c'),
  ].join('');
}

function nightSky(canvas: SceneCanvas): string {
  const { width: w, height: h, random } = canvas;
  const aurora = canvas.def((id) => linearGradient(id, [[0, '#7df5c0', 0], [0.7, '#52e0a4', 0.55], [1, '#2bbf8a', 0]]));
  const far = ridgePoints(random, across(canvas), 0.62 * h, 0.3 * h, 6, 0.9);
  const near = ridgePoints(random, across(canvas), 0.84 * h, 0.16 * h, 4, 0.7);
  const [mx, my, mr] = [between(random, 0.65, 0.88) * w, between(random, 0.12, 0.22) * h, 0.04 * h];
  const band = (y: number) => `M-20,${num(y)}C${num(0.25 * w)},${num(y - 0.2 * h)} ${num(0.5 * w)},${num(y + 0.12 * h)} ${num(w + 20)},${num(y - 0.14 * h)}L${num(w + 20)},${num(y + 0.06 * h)}C${num(0.5 * w)},${num(y + 0.3 * h)} ${num(0.25 * w)},${num(y)} -20,${num(y + 0.2 * h)}Z`;
  return [
    sky(canvas, '#070f24', '#2f4c7e', 0.85),
    `<path d="${starField(random, w, 0.6 * h, 90)}" stroke="#ffffff" stroke-width="2" stroke-linecap="round" opacity="0.8"/>`,
    `<path d="${starField(random, w, 0.5 * h, 14)}" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>`,
    fill(band(between(random, 0.2, 0.3) * h), `url(#${aurora})`, ' opacity="0.7"'),
    fill(band(between(random, 0.3, 0.38) * h), `url(#${aurora})`, ' opacity="0.4"'),
    fill(`M${num(mx)},${num(my - mr)}A${num(mr)},${num(mr)} 0 1 1 ${num(mx)},${num(my + mr)}A${num(mr * 0.75)},${num(mr)} 0 1 0 ${num(mx)},${num(my - mr)}Z`, '#f4f1dc'),
    fill(jaggedLayer(far, h), '#15213d'), fill(snowCaps(random, far, 0.5 * h), '#52668c'),
    fill(jaggedLayer(near, h), '#0f1a31'),
    fill(treeLine(random, across(canvas), 0.92 * h, 0.05 * h, 0.14 * h, 0.012 * w, { floor: h }), '#070d1a'),
  ].join('');
}

export const THEME_SCENES: Record<BannerTheme, (canvas: SceneCanvas) => string> = {
  'alpine-peaks': alpinePeaks,
  'forest-lake': forestLake,
  'snowy-slope': snowySlope,
  'autumn-fell': autumnFell,
  coast,
  'night-sky': nightSky,
};
