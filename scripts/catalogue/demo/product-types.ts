import { t, type Texts } from './texts/localised.ts';

/** Product types are the third variant axis next to colour and size (cat 3: product_type {name, title}). */
interface ProductType { id: number; slug: string; sortOrder: number; names: Texts; titles: Texts }

const LENGTH = t('Lahkeen pituus', 'Leg length', 'Benlängd', 'Beinlänge', 'Longueur de jambe', 'Длина штанин');
const FIT = t('Malli', 'Fit', 'Passform', 'Schnitt', 'Coupe', 'Крой');
const ZIP = t('Vetoketju', 'Zip side', 'Blixtlås', 'Reißverschluss', 'Fermeture éclair', 'Молния');

export const PRODUCT_TYPES: readonly ProductType[] = [
  { id: 1, slug: 'regular', sortOrder: 2, titles: LENGTH, names: t('Normaali', 'Regular', 'Normal', 'Normal', 'Normale', 'Стандартная') },
  { id: 2, slug: 'long', sortOrder: 3, titles: LENGTH, names: t('Pitkä', 'Long', 'Lång', 'Lang', 'Longue', 'Удлинённая') },
  { id: 3, slug: 'short', sortOrder: 1, titles: LENGTH, names: t('Lyhyt', 'Short', 'Kort', 'Kurz', 'Courte', 'Укороченная') },
  { id: 4, slug: 'men', sortOrder: 4, titles: FIT, names: t('Miesten', 'Men', 'Herr', 'Herren', 'Homme', 'Мужской') },
  { id: 5, slug: 'women', sortOrder: 5, titles: FIT, names: t('Naisten', 'Women', 'Dam', 'Damen', 'Femme', 'Женский') },
  { id: 6, slug: 'kids', sortOrder: 6, titles: FIT, names: t('Lasten', 'Kids', 'Barn', 'Kinder', 'Enfant', 'Детский') },
  { id: 7, slug: 'left-zip', sortOrder: 7, titles: ZIP, names: t('Vasen', 'Left', 'Vänster', 'Links', 'Gauche', 'Слева') },
  { id: 8, slug: 'right-zip', sortOrder: 8, titles: ZIP, names: t('Oikea', 'Right', 'Höger', 'Rechts', 'Droite', 'Справа') },
  // A unisex model's cuts: its gender stays Unisex, so the choice is about room, never about men or women.
  { id: 9, slug: 'regular-fit', sortOrder: 9, titles: FIT, names: t('Normaali', 'Regular', 'Normal', 'Normal', 'Normale', 'Стандартный') },
  { id: 10, slug: 'relaxed-fit', sortOrder: 10, titles: FIT, names: t('Väljä', 'Relaxed', 'Ledig', 'Weit', 'Ample', 'Свободный') },
];

export const TYPE_ID = { regular: 1, long: 2, short: 3, men: 4, women: 5, kids: 6, leftZip: 7, rightZip: 8, regularFit: 9, relaxedFit: 10 } as const;

/** The gender a product type names (men's, women's or kids' fit), for checking it against the model's gender. */
export const TYPE_GENDER: Readonly<Record<number, 'men' | 'women' | 'kids'>> = { [TYPE_ID.men]: 'men', [TYPE_ID.women]: 'women', [TYPE_ID.kids]: 'kids' };
