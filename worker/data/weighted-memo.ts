/**
 * An insertion-ordered memory bounded by entry count and by total weight
 * (the caller's measure of size, e.g. the length of a value's JSON text).
 * The oldest entries leave first. One value heavier than a quarter of the
 * budget is never held: it would push out most of what is there for one key.
 */
export class WeightedMemo<V> {
  readonly #entries = new Map<string, { value: V; weight: number }>();
  #weight = 0;

  readonly budget: number;
  readonly maxEntries: number;

  constructor(budget: number, maxEntries: number) {
    this.budget = budget;
    this.maxEntries = maxEntries;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The summed weight of the values held. */
  get weight(): number {
    return this.#weight;
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  get(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  /** Holds `value` unless it is too heavy; answers whether it is held. */
  set(key: string, value: V, weight: number): boolean {
    this.delete(key);
    if (weight > this.budget / 4) return false;
    while (this.#entries.size > 0 && (this.#entries.size >= this.maxEntries || this.#weight + weight > this.budget)) {
      this.delete(this.#entries.keys().next().value!);
    }
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    return true;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }
}
