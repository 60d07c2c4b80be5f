import { t, type Texts } from './texts/localised.ts';

type ValueKind = 'number' | 'text' | 'flag';
interface PropertyType {
  id: number; slug: string; unit: string; valueKind: ValueKind; filter: 'range' | 'checkbox' | null; sortOrder: number; names: Texts;
}

/** Property ids by key; group filters and kind specs refer to these. */
export const PROP = {
  weight: 1, length: 2, waistWidth: 3, radius: 4, volume: 5, comfortTemperature: 6, waterproofness: 7, fillPower: 8,
  material: 9, waterproof: 10, recycled: 11, gender: 12, persons: 13, rValue: 14, flex: 15, brightness: 16, bladeLength: 17,
  // Footwear (issue 17): what the shoe wizard asks (decision 031).
  activity: 18, terrain: 19, shoeWidth: 20,
} as const;
export type PropertyKey = keyof typeof PROP;

const p = (key: PropertyKey, slug: string, unit: string, valueKind: ValueKind, filter: PropertyType['filter'], names: Texts): PropertyType =>
  ({ id: PROP[key], slug, unit, valueKind, filter, sortOrder: PROP[key], names });

// Slugs become grid query parameters (cat 1), so none may be sort, text, price, color, size, type, store or group.
export const PROPERTY_TYPES: readonly PropertyType[] = [
  p('weight', 'weight', 'g', 'number', 'range', t('Paino', 'Weight', 'Vikt', 'Gewicht', 'Poids', 'Вес')),
  p('length', 'length', 'cm', 'number', null, t('Pituus', 'Length', 'Längd', 'Länge', 'Longueur', 'Длина')),
  p('waistWidth', 'waist-width', 'mm', 'number', 'range', t('Vyötärön leveys', 'Waist width', 'Midjebredd', 'Taillenbreite', 'Largeur au patin', 'Ширина под ботинком')),
  p('radius', 'radius', 'm', 'number', 'range', t('Kääntösäde', 'Turning radius', 'Svängradie', 'Radius', 'Rayon de courbe', 'Радиус бокового выреза')),
  p('volume', 'volume', 'l', 'number', 'range', t('Tilavuus', 'Volume', 'Volym', 'Volumen', 'Volume', 'Объём')),
  p('comfortTemperature', 'comfort-temperature', '°C', 'number', 'range', t('Mukavuuslämpötila', 'Comfort temperature', 'Komforttemperatur', 'Komforttemperatur', 'Température de confort', 'Температура комфорта')),
  p('waterproofness', 'waterproofness', 'mm', 'number', 'range', t('Vesitiiviys', 'Waterproofness', 'Vattenpelare', 'Wassersäule', 'Imperméabilité', 'Водонепроницаемость')),
  p('fillPower', 'fill-power', 'cuin', 'number', 'range', t('Untuvan täyttövoima', 'Fill power', 'Fyllnadskraft', 'Bauschkraft', 'Pouvoir gonflant', 'Упругость пуха')),
  p('material', 'material', '', 'text', null, t('Materiaali', 'Material', 'Material', 'Material', 'Matière', 'Материал')),
  p('waterproof', 'waterproof', '', 'flag', 'checkbox', t('Vedenpitävä', 'Waterproof', 'Vattentät', 'Wasserdicht', 'Imperméable', 'Непромокаемый')),
  p('recycled', 'recycled-material', '', 'flag', 'checkbox', t('Kierrätysmateriaalia', 'Recycled material', 'Återvunnet material', 'Recyceltes Material', 'Matière recyclée', 'Переработанный материал')),
  p('gender', 'gender', '', 'text', 'checkbox', t('Sukupuoli', 'Gender', 'Kön', 'Geschlecht', 'Genre', 'Пол')),
  p('persons', 'persons', '', 'number', 'range', t('Henkilömäärä', 'Sleeps', 'Antal personer', 'Personen', 'Places', 'Вместимость')),
  p('rValue', 'r-value', '', 'number', 'range', t('R-arvo', 'R-value', 'R-värde', 'R-Wert', 'Valeur R', 'R-значение')),
  p('flex', 'flex', '', 'number', 'range', t('Jäykkyys (flex)', 'Flex', 'Flex', 'Flex', 'Flex', 'Жёсткость (flex)')),
  p('brightness', 'brightness', 'lm', 'number', 'range', t('Valoteho', 'Brightness', 'Ljusstyrka', 'Leuchtkraft', 'Puissance', 'Яркость')),
  p('bladeLength', 'blade-length', 'mm', 'number', null, t('Terän pituus', 'Blade length', 'Bladlängd', 'Klingenlänge', 'Longueur de lame', 'Длина клинка')),
  p('activity', 'activity', '', 'text', 'checkbox', t('Käyttötarkoitus', 'Activity', 'Aktivitet', 'Einsatzbereich', 'Activité', 'Назначение')),
  p('terrain', 'terrain', '', 'text', 'checkbox', t('Maasto', 'Terrain', 'Terräng', 'Gelände', 'Terrain', 'Рельеф')),
  p('shoeWidth', 'width', '', 'text', 'checkbox', t('Lestin leveys', 'Fit width', 'Lästbredd', 'Leistenweite', 'Largeur de chaussant', 'Ширина колодки')),
];

export const propertyType = (id: number): PropertyType => PROPERTY_TYPES[id - 1];
