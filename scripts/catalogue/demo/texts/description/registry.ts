import { LANGUAGES, type Language } from '../../../../../shared/languages.ts';
import { seedFromText } from '../../../art/prng.ts';
import type { Texts } from '../localised.ts';

const keyOf = (language: Language, sentence: string): number => seedFromText(`${language}\u0001${sentence}`);

/**
 * Remembers every description sentence handed out, per product group, so no
 * sentence repeats within a group or within one description, in any language.
 * Sentences are kept as 32-bit hashes: a collision can only make a fresh
 * sentence look used (and another candidate be taken), never let a repeat through.
 */
export function createSentenceRegistry() {
  const byGroup = new Map<number, Set<number>>();
  const groupSet = (group: number): Set<number> => {
    let set = byGroup.get(group);
    if (!set) byGroup.set(group, (set = new Set()));
    return set;
  };
  return {
    /**
     * The first candidate whose sentence, in every language, is new to all the
     * model's groups and to the model's own description so far; it is then
     * recorded. Null when every candidate is taken (the sentence is left out).
     */
    take(groups: readonly number[], candidates: Iterable<Texts>, own: Set<number>): Texts | null {
      const sets = groups.map(groupSet);
      for (const candidate of candidates) {
        const keys = LANGUAGES.map((language) => keyOf(language, candidate[language]));
        if (keys.some((key) => own.has(key) || sets.some((set) => set.has(key)))) continue;
        for (const key of keys) {
          own.add(key);
          for (const set of sets) set.add(key);
        }
        return candidate;
      }
      return null;
    },
  };
}

export type SentenceRegistry = ReturnType<typeof createSentenceRegistry>;
