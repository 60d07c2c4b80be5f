import { between, type Random } from './prng.ts';

export type Points = [number, number][];

/** Integer coordinates: landscape layers have hundreds of points and the files must stay small. */
const xy = ([x, y]: [number, number]) => `${Math.round(x)},${Math.round(y)}`;

/**
 * A skyline by midpoint displacement: `peaks` control heights across the width,
 * subdivided `depth` times with shrinking jitter (roughness 0 gives smooth hills).
 */
export function ridgePoints(random: Random, [x0, x1]: readonly [number, number], baseY: number, amplitude: number, peaks: number, roughness: number, depth = 4): Points {
  let points: Points = [...Array(peaks + 1)].map((_, i) => [x0 + (i / peaks) * (x1 - x0), baseY - amplitude * between(random, 0.15, 1)]);
  let jitter = amplitude * roughness * 0.5;
  for (let level = 0; level < depth; level++) {
    const next: Points = [points[0]];
    for (let i = 1; i < points.length; i++) {
      const [a, b] = [points[i - 1], points[i]];
      next.push([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + between(random, -jitter, jitter)], b);
    }
    points = next;
    jitter *= 0.5;
  }
  return points;
}

/** A filled layer from a skyline down to the bottom edge, straight segments (rocky peaks). */
export function jaggedLayer(points: Points, bottom: number): string {
  return `M${xy([points[0][0], bottom])}L${points.map(xy).join('L')}L${xy([points[points.length - 1][0], bottom])}Z`;
}

/** The same, smoothed with quadratic curves through midpoints (rounded fells, dunes of snow). */
export function smoothLayer(points: Points, bottom: number): string {
  let path = `M${xy([points[0][0], bottom])}L${xy(points[0])}`;
  for (let i = 1; i < points.length - 1; i++) {
    const mid: [number, number] = [(points[i][0] + points[i + 1][0]) / 2, (points[i][1] + points[i + 1][1]) / 2];
    path += `Q${xy(points[i])} ${xy(mid)}`;
  }
  return `${path}L${xy(points[points.length - 1])}L${xy([points[points.length - 1][0], bottom])}Z`;
}

/** Snow on every part of a skyline above the snow line, with a ragged lower edge. */
export function snowCaps(random: Random, points: Points, snowLine: number): string {
  const lower = points.map(([x, y]): [number, number] => [x, Math.max(y, Math.min(y + between(random, 18, 60), snowLine + between(random, -14, 14)))]);
  return `M${points.map(xy).join('L')}L${lower.reverse().map(xy).join('L')}Z`;
}

export interface TreeLineOptions {
  /** Shorter trees towards both ends: a copse or an island, not a wall. */
  taper?: boolean;
  /** Where the band's fill ends below the trees; by default just under the lowest tree. */
  floor?: number;
}

/**
 * A band of spruce tops. The baseline is a height that rises and falls gently,
 * or a function of x that stands the trees on a layer (heightAt of its skyline).
 */
export function treeLine(random: Random, [x0, x1]: readonly [number, number], baseline: number | ((x: number) => number), minHeight: number, maxHeight: number, spacing: number, { taper = false, floor }: TreeLineOptions = {}): string {
  const wave = between(random, 0, Math.PI * 2);
  const baseAt = typeof baseline === 'number' ? (x: number) => baseline + Math.sin(x / 240 + wave) * maxHeight * 0.3 : baseline;
  let path = '';
  let lowest = -Infinity;
  for (let x = x0; x < x1; x += spacing * between(random, 0.6, 1.2)) {
    const base = baseAt(x);
    const edge = taper ? Math.min(1, (4 * (x - x0)) / (x1 - x0), (4 * (x1 - x)) / (x1 - x0)) : 1;
    const height = between(random, minHeight, maxHeight) * Math.max(0.2, edge);
    const half = height * 0.2;
    path += `L${xy([x - half, base])}L${xy([x, base - height])}L${xy([x + half, base])}`;
    lowest = Math.max(lowest, base);
  }
  const bottom = Math.round(floor ?? lowest + 2);
  return `M${Math.round(x0)},${bottom}${path}L${Math.round(x1)},${bottom}Z`;
}

/** The skyline's height at x, for placing things on a layer. */
export function heightAt(points: Points, x: number): number {
  const i = points.findIndex(([px]) => px >= x);
  if (i <= 0) return points[Math.max(i, 0)][1];
  const [[ax, ay], [bx, by]] = [points[i - 1], points[i]];
  return ay + ((by - ay) * (x - ax)) / (bx - ax || 1);
}

/** Stars as zero-length round-capped strokes: one short command each. */
export function starField(random: Random, width: number, height: number, count: number): string {
  return [...Array(count)].map(() => `M${Math.round(between(random, 0, width))},${Math.round(between(random, 0, height))}h0`).join('');
}
