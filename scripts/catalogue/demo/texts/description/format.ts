import { LANGUAGE_DEFAULTS, LANGUAGES, type Language } from '../../../../../shared/languages.ts';
import type { Colour } from '../../colours.ts';
import { t, type Texts } from '../localised.ts';

const FORMATTERS = Object.fromEntries(LANGUAGES.map((language) => [
  language, new Intl.NumberFormat(LANGUAGE_DEFAULTS[language].numberLocale, { maximumFractionDigits: 1 }),
])) as Record<Language, Intl.NumberFormat>;

const NBSP = '\u00a0';
/** Units as written in running Russian text; the property's own unit stays international. */
const RU_UNITS: Record<string, string> = { g: 'г', cm: 'см', mm: 'мм', m: 'м', l: 'л', L: 'л', lm: 'лм' };

export const formatNumber = (language: Language, value: number): string => FORMATTERS[language].format(value);
export const unitIn = (unit: string, language: Language): string => (language === 'ru' ? RU_UNITS[unit] ?? unit : unit);
/** A measure as in running text: number, no-break space, unit ("540 g", "1 840 г"). */
export const measure = (language: Language, value: number, unit: string): string =>
  `${formatNumber(language, value)}${unit ? `${NBSP}${unitIn(unit, language)}` : ''}`;

/** French sets a no-break space before a colon or semicolon. */
export const colon = (language: Language): string => (language === 'fr' ? `${NBSP}:` : ':');
export const semicolon = (language: Language): string => (language === 'fr' ? `${NBSP};` : ';');

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
/** Lower-cases the first letter, unless the first word is an acronym ("USB", "DWR") or a German noun. */
export function lowerFirst(language: Language, text: string, keepWords: ReadonlySet<string> = new Set()): string {
  const first = text.split(/[\s,]/, 1)[0];
  if (/^\p{Lu}{2}/u.test(first) || keepWords.has(first)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const AND = t('ja', 'and', 'och', 'und', 'et', 'и');

/** "a, b and c" in the language's own way (no serial comma). */
export function listText(language: Language, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${AND[language]} ${items[items.length - 1]}`;
}

/** Colour names as they read inside a sentence: lower case, except German, which capitalises colour nouns. */
export function colourList(language: Language, colours: readonly Colour[]): string {
  return listText(language, colours.map((colour) => (language === 'de' ? colour.names.de : colour.names[language].toLowerCase())));
}

const SIZE_WORDS: Record<'sizes' | 'size' | 'lengths' | 'length' | 'volumes' | 'volume' | 'widths' | 'width', Texts> = {
  sizes: t('koot', 'sizes', 'storlekar', 'Größen', 'tailles', 'размеры'),
  size: t('koko', 'size', 'storlek', 'Größe', 'taille', 'размер'),
  lengths: t('pituudet', 'lengths', 'längder', 'Längen', 'longueurs', 'ростовки'),
  length: t('pituus', 'length', 'längd', 'Länge', 'longueur', 'ростовка'),
  volumes: t('tilavuudet', 'volumes', 'volymer', 'Volumen', 'volumes', 'объёмы'),
  volume: t('tilavuus', 'volume', 'volym', 'Volumen', 'volume', 'объём'),
  widths: t('ski-stopin leveydet', 'brake widths', 'skibromsbredder', 'Stoppbreiten', 'largeurs de stop-ski', 'ширина ски-стопов'),
  width: t('ski-stopin leveys', 'brake width', 'skibromsbredd', 'Stoppbreite', 'largeur de stop-ski', 'ширина ски-стопа'),
};
const ONE_SIZE = t('yksi koko', 'one size', 'one size', 'Einheitsgröße', 'taille unique', 'единый размер');
const INCHES = t('tuumaa', 'in', 'tum', 'Zoll', 'pouces', 'дюймов');
const UNIT_WORDS: Record<string, ['lengths' | 'volumes' | 'widths' | 'sizes', 'length' | 'volume' | 'width' | 'size']> = {
  cm: ['lengths', 'length'], L: ['volumes', 'volume'], mm: ['widths', 'width'], in: ['sizes', 'size'],
};

/** A size name with a decimal point written the language's way ("24.5" reads "24,5" in Finnish). */
const sizeName = (language: Language, name: string): string => (/^\d+\.\d$/.test(name) ? formatNumber(language, Number(name)) : name);

/**
 * The sizes a model comes in, as a phrase: "sizes XS–XL", "lengths 150–185 cm",
 * "volumes 38–65 L", "one size"; sock sizes (ranges themselves) are listed.
 */
export function sizesText(language: Language, sizes: readonly string[]): string {
  if (sizes.length === 0) return '';
  if (sizes.length === 1 && sizes[0] === 'One size') return ONE_SIZE[language];
  const unit = sizes[0].includes(' ') ? sizes[0].slice(sizes[0].lastIndexOf(' ') + 1) : '';
  const words = UNIT_WORDS[unit];
  const bare = (name: string) => sizeName(language, words ? name.slice(0, name.lastIndexOf(' ')) : name);
  const unitText = !words ? '' : unit === 'in' ? ` ${INCHES[language]}` : `${NBSP}${unitIn(unit, language)}`;
  const [plural, single] = words ?? ['sizes', 'size'];
  if (sizes.length === 1) return `${SIZE_WORDS[single][language]} ${bare(sizes[0])}${unitText}`;
  if (sizes.some((name) => name.includes('-'))) return `${SIZE_WORDS[plural][language]} ${listText(language, sizes.map(bare))}${unitText}`;
  return `${SIZE_WORDS[plural][language]} ${bare(sizes[0])}–${bare(sizes[sizes.length - 1])}${unitText}`;
}
