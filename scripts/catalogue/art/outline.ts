import { group } from './draw.ts';
import { num } from './svg.ts';

export type Point = readonly [number, number];

/** Garments are drawn as a left half and mirrored about x = 400, so both sides always match. */
export const mirrored = (inner: string): string => inner + group('matrix(-1 0 0 1 800 0)', inner);

/**
 * Quadratic bulges from one point to the next along a line: the puffed edge of
 * a down baffle. side 1 bulges to the left of the direction of travel, -1 to the right.
 * Returns the path commands (without the leading M) and the points between baffles.
 */
export function scallop(from: Point, to: Point, count: number, bulge: number, side: 1 | -1): { path: string; joints: Point[] } {
  const [dx, dy] = [(to[0] - from[0]) / count, (to[1] - from[1]) / count];
  const length = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [(dy / length) * bulge * side, (-dx / length) * bulge * side];
  const joints: Point[] = [];
  let path = '';
  for (let i = 1; i <= count; i++) {
    const [x, y] = [from[0] + dx * i, from[1] + dy * i];
    const [mx, my] = [from[0] + dx * (i - 0.5) + nx, from[1] + dy * (i - 0.5) + ny];
    path += `Q${num(mx)},${num(my)} ${num(x)},${num(y)}`;
    joints.push([x, y]);
  }
  return { path, joints };
}

/** The point t of the way from a to b. */
export const along = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
