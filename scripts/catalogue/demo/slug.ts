// The slug of a name is the shop's own (shared/slug.ts): campaign management makes them too.
export { slugify } from '../../../shared/slug.ts';

/** Hands out slugs, adding -2, -3... when one is taken: model slugs must be unique. */
export function createSlugRegistry() {
  const used = new Map<string, number>();
  return (base: string): string => {
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    if (count === 0) return base;
    let candidate = `${base}-${count + 1}`;
    // A base may itself end in a number that another model's suffix produced.
    for (let n = count + 1; used.has(candidate); n++) candidate = `${base}-${n + 1}`;
    used.set(candidate, 1);
    return candidate;
  };
}
