import type { Language } from './languages.ts';

// Russian slugs follow a readable Latin transliteration (as the route segments in locales/ru.json do).
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};
// German spells umlauts out in URLs (as locales/de.json does); Nordic and French letters lose their accents.
const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const LIGATURES: Record<string, string> = { æ: 'ae', ø: 'o', œ: 'oe', ß: 'ss', '’': '', "'": '' };

/**
 * An ASCII slug: lower-case letters, digits and single hyphens, of a name in
 * the language (the demo catalogue's slugs, and the gift campaigns a company
 * names, decision 027).
 */
export function slugify(text: string, language: Language = 'en'): string {
  let out = '';
  for (const char of text.toLowerCase()) {
    if (language === 'de' && GERMAN[char]) out += GERMAN[char];
    else if (CYRILLIC[char] !== undefined) out += CYRILLIC[char];
    else if (LIGATURES[char] !== undefined) out += LIGATURES[char];
    else out += char;
  }
  return out.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
