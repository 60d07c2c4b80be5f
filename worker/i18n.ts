import en from '../locales/en.json';
import fi from '../locales/fi.json';
import sv from '../locales/sv.json';
import de from '../locales/de.json';
import fr from '../locales/fr.json';
import ru from '../locales/ru.json';
import { createTranslator, type Dictionary, type LocaleTexts, type Translate } from '../shared/i18n.ts';
import { LANGUAGES, type Language } from '../shared/languages.ts';
import { dictionaryOf } from '../shared/route-paths.ts';
import { createRouter, type Router } from '../shared/routes.ts';

const TEXTS: Record<Language, LocaleTexts> = { en, fi, sv, de, fr, ru };
const DICTIONARIES = Object.fromEntries(LANGUAGES.map((language) => [language, dictionaryOf(TEXTS[language])])) as Record<Language, Dictionary>;

const translators = new Map<Language, Translate>();

/** The translator of one language; built once per isolate, immutable, safe to share. */
export function translatorFor(language: Language): Translate {
  let t = translators.get(language);
  if (!t) translators.set(language, (t = createTranslator(language, DICTIONARIES[language])));
  return t;
}

/** The localised route table of one language. */
export function routerFor(language: Language): Router {
  return createRouter(DICTIONARIES[language].routePaths);
}

export function dictionaryFor(language: Language): Dictionary {
  return DICTIONARIES[language];
}
