import type { Language } from '../../../../../shared/languages.ts';
import { t, type Texts } from '../localised.ts';
import { capitalise, colon, listText, semicolon } from './format.ts';

/**
 * Sentence templates of a product description, one function per language.
 * The product is only ever named where its name needs no inflection: by its
 * line name as a label ("Summit GTX –"), or through a word for "model" whose
 * grammar is fixed (fi "Summit GTX -mallin", de "das Modell Summit GTX",
 * fr "le modèle Summit GTX", ru "модель Summit GTX").
 */
export type Template<A> = Record<Language, (values: A) => string>;

const NBSP = '\u00a0';

/** "Norrvik Summit GTX – a waterproof … jacket …": the short description. */
export const LEAD: Template<{ name: string; pitch: string }> = {
  fi: ({ name, pitch }) => `${name} – ${pitch}`,
  en: ({ name, pitch }) => `${name} – ${pitch}`,
  sv: ({ name, pitch }) => `${name} – ${pitch}`,
  de: ({ name, pitch }) => `${name} – ${pitch}`,
  fr: ({ name, pitch }) => `${name}${NBSP}: ${pitch}`,
  ru: ({ name, pitch }) => `${name} — ${pitch}`,
};

/** Names one piece when two would otherwise read the same: the model number or the item id. */
export const ITEM = t('tuote', 'item', 'artikel', 'Artikel', 'article', 'товар');

interface Build { line: string; material: string; weight: string }
/** Material and weight; the first template leaves the name out. */
export const BUILD: Template<Build>[] = [
  {
    fi: ({ material, weight }) => `Päämateriaali on ${material}, ja kokonaispaino on ${weight}.`,
    en: ({ material, weight }) => `The main material is ${material}, and the total weight is ${weight}.`,
    sv: ({ material, weight }) => `Huvudmaterialet är ${material}, och totalvikten är ${weight}.`,
    de: ({ material, weight }) => `Hauptmaterial ist ${material}, das Gesamtgewicht beträgt ${weight}.`,
    fr: ({ material, weight }) => `Matière principale${colon('fr')} ${material}, pour un poids total de ${weight}.`,
    ru: ({ material, weight }) => `Основной материал — ${material}, общий вес — ${weight}.`,
  },
  {
    fi: ({ line, material, weight }) => `${line} -mallin materiaali on ${material}, ja se painaa ${weight}.`,
    en: ({ line, material, weight }) => `The ${line} is made of ${material} and weighs ${weight}.`,
    sv: ({ line, material, weight }) => `${line} är tillverkad av ${material} och väger ${weight}.`,
    de: ({ line, material, weight }) => `Das Modell ${line} wiegt ${weight}${semicolon('de')} das Material ist ${material}.`,
    fr: ({ line, material, weight }) => `Le modèle ${line} pèse ${weight}${semicolon('fr')} matériaux${colon('fr')} ${material}.`,
    ru: ({ line, material, weight }) => `Модель ${line} весит ${weight}, материал — ${material}.`,
  },
  {
    fi: ({ line, material, weight }) => `${line} painaa ${weight}, ja sen päämateriaali on ${material}.`,
    en: ({ line, material, weight }) => `At ${weight}, the ${line} is built mainly from ${material}.`,
    sv: ({ line, material, weight }) => `${line} väger ${weight}, och huvudmaterialet är ${material}.`,
    de: ({ line, material, weight }) => `Beim Modell ${line} liegt das Gewicht bei ${weight}, Hauptmaterial ist ${material}.`,
    fr: ({ line, material, weight }) => `Le modèle ${line} affiche ${weight} sur la balance, avec une matière principale en ${material}.`,
    ru: ({ line, material, weight }) => `Вес модели ${line} — ${weight}, основной материал — ${material}.`,
  },
];

/** Weight alone, for kinds without a material property; the first leaves the name out. */
export const WEIGHT: Template<Omit<Build, 'material'>>[] = [
  {
    fi: ({ weight }) => `Kokonaispaino on ${weight}.`,
    en: ({ weight }) => `The total weight is ${weight}.`,
    sv: ({ weight }) => `Totalvikten är ${weight}.`,
    de: ({ weight }) => `Das Gesamtgewicht beträgt ${weight}.`,
    fr: ({ weight }) => `Le poids total est de ${weight}.`,
    ru: ({ weight }) => `Общий вес — ${weight}.`,
  },
  {
    fi: ({ line, weight }) => `${line} painaa ${weight}.`,
    en: ({ line, weight }) => `The ${line} weighs ${weight}.`,
    sv: ({ line, weight }) => `${line} väger ${weight}.`,
    de: ({ line, weight }) => `Das Modell ${line} wiegt ${weight}.`,
    fr: ({ line, weight }) => `Le modèle ${line} pèse ${weight}.`,
    ru: ({ line, weight }) => `Модель ${line} весит ${weight}.`,
  },
];

interface Features { line: string; items: string[] }
/** German subject-verb agreement with a list of one or more features. */
const deVerb = (items: string[], singular: string, plural: string) => (items.length > 1 ? plural : singular);
/** The design, as what the model has; the first two leave the name out. */
export const FEATURES: Template<Features>[] = [
  {
    fi: ({ items }) => `Mallissa on ${listText('fi', items)}.`,
    en: ({ items }) => `It features ${listText('en', items)}.`,
    sv: ({ items }) => `Modellen har ${listText('sv', items)}.`,
    de: ({ items }) => `Zur Ausstattung ${deVerb(items, 'gehört', 'gehören')} ${listText('de', items)}.`,
    fr: ({ items }) => `Le modèle offre ${listText('fr', items)}.`,
    ru: ({ items }) => `Особенности модели: ${listText('ru', items)}.`,
  },
  {
    fi: ({ items }) => `Yksityiskohtiin ${items.length > 1 ? 'kuuluvat' : 'kuuluu'} ${listText('fi', items)}.`,
    en: ({ items }) => `Details include ${listText('en', items)}.`,
    sv: ({ items }) => `Bland detaljerna finns ${listText('sv', items)}.`,
    de: ({ items }) => `Zu den Details ${deVerb(items, 'zählt', 'zählen')} ${listText('de', items)}.`,
    fr: ({ items }) => `Parmi les détails${colon('fr')} ${listText('fr', items)}.`,
    ru: ({ items }) => `Среди деталей — ${listText('ru', items)}.`,
  },
  {
    fi: ({ line, items }) => `${line} -mallissa on ${listText('fi', items)}.`,
    en: ({ line, items }) => `On the ${line} you get ${listText('en', items)}.`,
    sv: ({ line, items }) => `${line} har ${listText('sv', items)}.`,
    de: ({ line, items }) => `Beim Modell ${line} ${deVerb(items, 'gehört', 'gehören')} ${listText('de', items)} dazu.`,
    fr: ({ line, items }) => `Le modèle ${line} offre ${listText('fr', items)}.`,
    ru: ({ line, items }) => `У модели ${line} есть ${listText('ru', items)}.`,
  },
];

/** Who it is cut for, the colours and the sizes; any of the three may be missing. */
interface Availability { line: string; fit: string; colours: string; colourCount: number; sizes: string }
const joined = (parts: string[]) => parts.filter(Boolean).join(', ');
/** Swedish colour adjectives would need agreement after "i"; "i färgen röd" needs none. */
const swedishColour = (count: number) => (count > 1 ? 'färgerna' : 'färgen');
const after = (text: string, separator: string) => (text ? `${separator}${text}` : '');

export const AVAILABILITY: Template<Availability>[] = [
  {
    fi: ({ fit, colours, colourCount, sizes }) => `${capitalise(joined([fit, colours && `${colourCount > 1 ? 'värit' : 'väri'} ${colours}`, sizes]))}.`,
    en: ({ fit, colours, sizes }) => `${capitalise(joined([fit, colours && `available in ${colours}`, sizes]))}.`,
    sv: ({ fit, colours, colourCount, sizes }) => `${capitalise(joined([fit, colours && `finns i ${swedishColour(colourCount)} ${colours}`, sizes]))}.`,
    de: ({ fit, colours, sizes }) => `${capitalise(joined([fit, colours && `erhältlich in ${colours}`, sizes]))}.`,
    fr: ({ fit, colours, sizes }) => `${capitalise(joined([fit, colours && `disponible en ${colours}`, sizes]))}.`,
    ru: ({ fit, colours, colourCount, sizes }) => `${capitalise(joined([fit, colours && `${colourCount > 1 ? 'цвета' : 'цвет'}: ${colours}`, sizes]))}.`,
  },
  {
    fi: ({ fit, colours, sizes }) => `${colours ? `Valittavissa ${colours}` : capitalise(sizes)}${colours ? after(sizes, ', ') : ''}${after(fit, ' – ')}.`,
    en: ({ fit, colours, colourCount, sizes }) => `${colours ? `${colourCount > 1 ? 'Choose from' : 'Comes in'} ${colours}` : `Comes in ${sizes}`}${colours ? after(sizes, ', ') : ''}${after(fit, ' – ')}.`,
    sv: ({ fit, colours, colourCount, sizes }) => `${colours ? `${colourCount > 1 ? 'Välj mellan' : 'Finns i färgen'} ${colours}` : `Finns i ${sizes}`}${colours ? after(sizes, ', ') : ''}${after(fit, ' – ')}.`,
    de: ({ fit, colours, colourCount, sizes }) => `${colours ? `Zur Wahl ${colourCount > 1 ? 'stehen' : 'steht'} ${colours}` : capitalise(sizes)}${colours ? after(sizes, ', ') : ''}${after(fit, ' – ')}.`,
    fr: ({ fit, colours, colourCount, sizes }) => `${colours ? `${colourCount > 1 ? 'Au choix' : 'Coloris'}${colon('fr')} ${colours}` : capitalise(sizes)}${colours ? after(sizes, ', ') : ''}${after(fit, ' – ')}.`,
    ru: ({ fit, colours, colourCount, sizes }) => `${colours ? `${colourCount > 1 ? 'На выбор' : 'Цвет'}: ${colours}` : capitalise(sizes)}${colours ? after(sizes, ', ') : ''}${after(fit, ' – ')}.`,
  },
  {
    fi: ({ line, fit, colours, colourCount, sizes }) => `${line} -mallin ${colours ? `${colourCount > 1 ? 'värit ovat' : 'väri on'} ${colours}${after(sizes, ', ja valittavissa ovat ')}` : `valikoimassa ovat ${sizes}`}${after(fit, ' – ')}.`,
    en: ({ line, fit, colours, sizes }) => `The ${line} comes in ${colours || sizes}${colours ? after(sizes, ', ') : ''}${after(fit, `${semicolon('en')} `)}.`,
    sv: ({ line, fit, colours, colourCount, sizes }) => `${line} finns i ${colours ? `${swedishColour(colourCount)} ${colours}` : sizes}${colours ? after(sizes, ', ') : ''}${after(fit, `${semicolon('sv')} `)}.`,
    de: ({ line, fit, colours, sizes }) => `Das Modell ${line} gibt es ${colours ? `in ${colours}${after(sizes, ', ')}` : `in diesen Ausführungen${colon('de')} ${sizes}`}${after(fit, `${semicolon('de')} `)}.`,
    fr: ({ line, fit, colours, sizes }) => `Le modèle ${line} existe ${colours ? `en ${colours}${after(sizes, ', ')}` : `en ${sizes}`}${after(fit, `${semicolon('fr')} `)}.`,
    ru: ({ line, fit, colours, colourCount, sizes }) => `Модель ${line}${colon('ru')} ${colours ? `${colourCount > 1 ? 'цвета' : 'цвет'} ${colours}${after(sizes, ', ')}` : sizes}${after(fit, `${semicolon('ru')} `)}.`,
  },
];

/** Who a model is made for, as the availability sentence names it. */
export const FIT_PHRASES = {
  apparel: {
    men: t('miesten leikkaus', 'men’s cut', 'herrmodell', 'Herrenschnitt', 'coupe homme', 'мужской крой'),
    women: t('naisten leikkaus', 'women’s cut', 'dammodell', 'Damenschnitt', 'coupe femme', 'женский крой'),
    kids: t('lasten mitoitus', 'kids’ sizing', 'barnstorlekar', 'Kindergrößen', 'tailles enfant', 'детская размерная сетка'),
    unisex: t('unisex-leikkaus', 'unisex cut', 'unisexmodell', 'Unisex-Schnitt', 'coupe unisexe', 'крой унисекс'),
    cuts: t('unisex-malli normaalina tai väljänä', 'unisex, in a regular or relaxed fit', 'unisexmodell i normal eller ledig passform', 'unisex, normal oder weit geschnitten', 'unisexe, en coupe normale ou ample', 'унисекс, стандартный или свободный крой'),
  },
  other: {
    men: t('miesten malli', 'men’s fit', 'herrmodell', 'Herrenmodell', 'modèle homme', 'мужская модель'),
    women: t('naisten malli', 'women’s fit', 'dammodell', 'Damenmodell', 'modèle femme', 'женская модель'),
    kids: t('lasten malli', 'kids’ model', 'barnmodell', 'Kindermodell', 'modèle enfant', 'детская модель'),
    unisex: t('unisex-malli', 'unisex fit', 'unisexmodell', 'Unisex-Modell', 'modèle unisexe', 'модель унисекс'),
    cuts: t('unisex-malli normaalina tai väljänä', 'unisex, in a regular or relaxed fit', 'unisexmodell i normal eller ledig passform', 'unisex, normal oder weit geschnitten', 'unisexe, en coupe normale ou ample', 'унисекс, стандартный или свободный крой'),
  },
} as const;

/** Openings of care advice for the named model (followed by a colon and the advice). */
export const CARE_FOR: readonly Texts[] = [
  t('{line} -mallin hoito', 'Caring for the {line}', 'Skötsel av {line}', 'Pflege des Modells {line}', 'Entretien du modèle {line}', 'Уход за моделью {line}'),
  t('Näin hoidat {line} -mallia', 'Looking after the {line}', 'Så sköter du {line}', 'So pflegst du das Modell {line}', 'Pour entretenir le modèle {line}', 'Как ухаживать за моделью {line}'),
];

/** Rentals: how renting works, naming the model. */
export const RENTAL: Texts[] = [
  t('Vuokraa {name} vuorokaudeksi kerrallaan – varaa myymälästä tai verkosta.', 'Rent the {name} by the day – book in store or online.', 'Hyr {name} per dygn – boka i butik eller på nätet.', 'Das Modell {name} tageweise mieten – Buchung in der Filiale oder online.', 'Louez le modèle {name} à la journée, en magasin ou en ligne.', 'Возьмите модель {name} напрокат посуточно – бронируйте в магазине или онлайн.'),
  t('{name} vuokralle: hinta on vuorokaudelta, ja varata voi myymälässä tai verkossa.', '{name} for hire: the price is per day, and you can book in store or online.', '{name} att hyra: priset gäller per dygn, och du bokar i butik eller på nätet.', '{name} zum Ausleihen: Der Preis gilt pro Tag, gebucht wird in der Filiale oder online.', '{name} en location : prix à la journée, réservation en magasin ou en ligne.', '{name} в прокат: цена указана за сутки, бронирование в магазине или онлайн.'),
];

/** Second-hand grades, as the end of the condition sentence. */
export const CONDITION_PHRASES: Texts[] = [
  t('erinomainen kunto, käytetty vain muutaman kerran', 'excellent condition, used only a few times', 'utmärkt skick, använd bara några gånger', 'ausgezeichneter Zustand, nur wenige Male benutzt', 'excellent état, utilisé seulement quelques fois', 'отличное состояние, использовалось всего несколько раз'),
  t('hyvä kunto, vähäisiä käytön jälkiä', 'good condition with minor signs of use', 'gott skick med små användningsspår', 'guter Zustand mit leichten Gebrauchsspuren', 'bon état, légères traces d’usage', 'хорошее состояние, незначительные следы использования'),
  t('tyydyttävä kunto – selviä käytön jälkiä, mutta toimii moitteetta', 'fair condition – visible signs of use, fully functional', 'okej skick – synliga användningsspår men fullt fungerande', 'ordentlicher Zustand – sichtbare Gebrauchsspuren, voll funktionsfähig', 'état correct – traces d’usage visibles, entièrement fonctionnel', 'удовлетворительное состояние – заметные следы использования, полностью исправно'),
];
