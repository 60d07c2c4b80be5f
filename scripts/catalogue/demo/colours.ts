import { t, type Texts } from './texts/localised.ts';

type Control = 'red' | 'blue' | 'yellow' | 'orange' | 'purple' | 'green' | 'black' | 'brown' | 'beige' | 'pink' | 'gray' | 'white';

export interface Colour {
  id: number;
  slug: string;
  /** One of the 12 swatch keys of cat 9: the colour filter groups shades by it. */
  control: Control;
  hex: string;
  /** Trim, zips and logos in the product art. */
  accent: string;
  names: Texts;
}

const c = (id: number, slug: string, control: Control, hex: string, accent: string, names: Texts): Colour => ({ id, slug, control, hex, accent, names });

export const COLOURS: readonly Colour[] = [
  c(1, 'black', 'black', '#1d1e20', '#5c6066', t('Musta', 'Black', 'Svart', 'Schwarz', 'Noir', 'Чёрный')),
  c(2, 'white', 'white', '#f4f4f1', '#2b2d31', t('Valkoinen', 'White', 'Vit', 'Weiß', 'Blanc', 'Белый')),
  c(3, 'grey', 'gray', '#8b8f94', '#2b2d31', t('Harmaa', 'Grey', 'Grå', 'Grau', 'Gris', 'Серый')),
  c(4, 'charcoal', 'gray', '#3a3e44', '#c9ccd1', t('Grafiitti', 'Charcoal', 'Grafitgrå', 'Anthrazit', 'Anthracite', 'Графитовый')),
  c(5, 'light-grey', 'gray', '#c8cbcf', '#3a3e44', t('Vaaleanharmaa', 'Light grey', 'Ljusgrå', 'Hellgrau', 'Gris clair', 'Светло-серый')),
  c(6, 'navy', 'blue', '#1f2a44', '#e8672a', t('Tummansininen', 'Navy', 'Marinblå', 'Marineblau', 'Bleu marine', 'Тёмно-синий')),
  c(7, 'blue', 'blue', '#2463a6', '#f2c230', t('Sininen', 'Blue', 'Blå', 'Blau', 'Bleu', 'Синий')),
  c(8, 'sky-blue', 'blue', '#6fb2de', '#1f2a44', t('Taivaansininen', 'Sky blue', 'Himmelsblå', 'Himmelblau', 'Bleu ciel', 'Голубой')),
  c(9, 'petrol', 'blue', '#1e5a66', '#d9c7a5', t('Petrooli', 'Petrol', 'Petrol', 'Petrol', 'Bleu pétrole', 'Петроль')),
  c(10, 'turquoise', 'blue', '#1a9e9e', '#1f2a44', t('Turkoosi', 'Turquoise', 'Turkos', 'Türkis', 'Turquoise', 'Бирюзовый')),
  c(11, 'red', 'red', '#c4122f', '#1d1e20', t('Punainen', 'Red', 'Röd', 'Rot', 'Rouge', 'Красный')),
  c(12, 'burgundy', 'red', '#6f1d2b', '#d9c7a5', t('Viininpunainen', 'Burgundy', 'Vinröd', 'Weinrot', 'Bordeaux', 'Бордовый')),
  c(13, 'orange', 'orange', '#e8632a', '#1d1e20', t('Oranssi', 'Orange', 'Orange', 'Orange', 'Orange', 'Оранжевый')),
  c(14, 'rust', 'orange', '#a4461f', '#f4f4f1', t('Ruoste', 'Rust', 'Rost', 'Rostrot', 'Rouille', 'Ржавый')),
  c(15, 'coral', 'orange', '#f06f5c', '#1f2a44', t('Koralli', 'Coral', 'Korall', 'Koralle', 'Corail', 'Коралловый')),
  c(16, 'yellow', 'yellow', '#f2c12e', '#1d1e20', t('Keltainen', 'Yellow', 'Gul', 'Gelb', 'Jaune', 'Жёлтый')),
  c(17, 'mustard', 'yellow', '#c6972c', '#3a3e44', t('Sinappi', 'Mustard', 'Senapsgul', 'Senfgelb', 'Moutarde', 'Горчичный')),
  c(18, 'olive', 'green', '#5a6135', '#d9c7a5', t('Oliivi', 'Olive', 'Olivgrön', 'Oliv', 'Olive', 'Оливковый')),
  c(19, 'forest-green', 'green', '#2e5033', '#e8632a', t('Metsänvihreä', 'Forest green', 'Skogsgrön', 'Waldgrün', 'Vert forêt', 'Лесной зелёный')),
  c(20, 'moss', 'green', '#7a8450', '#2e5033', t('Sammal', 'Moss', 'Mossgrön', 'Moosgrün', 'Vert mousse', 'Цвет мха')),
  c(21, 'lime', 'green', '#9cc43c', '#1d1e20', t('Limetti', 'Lime', 'Lime', 'Limette', 'Vert citron', 'Лаймовый')),
  c(22, 'mint', 'green', '#9fd6c2', '#1e5a66', t('Minttu', 'Mint', 'Mint', 'Mint', 'Menthe', 'Мятный')),
  c(23, 'purple', 'purple', '#6a3d9e', '#f2c12e', t('Violetti', 'Purple', 'Lila', 'Violett', 'Violet', 'Фиолетовый')),
  c(24, 'plum', 'purple', '#5d2750', '#f06f5c', t('Luumu', 'Plum', 'Plommon', 'Pflaume', 'Prune', 'Сливовый')),
  c(25, 'pink', 'pink', '#e57ea0', '#1f2a44', t('Pinkki', 'Pink', 'Rosa', 'Rosa', 'Rose', 'Розовый')),
  c(26, 'dusty-rose', 'pink', '#c9958f', '#3a3e44', t('Vanharoosa', 'Dusty rose', 'Gammelrosa', 'Altrosa', 'Vieux rose', 'Пыльная роза')),
  c(27, 'beige', 'beige', '#d8c6a3', '#6b4a2f', t('Beige', 'Beige', 'Beige', 'Beige', 'Beige', 'Бежевый')),
  c(28, 'sand', 'beige', '#c4b187', '#3a3e44', t('Hiekka', 'Sand', 'Sand', 'Sand', 'Sable', 'Песочный')),
  c(29, 'brown', 'brown', '#6a4a2e', '#d8c6a3', t('Ruskea', 'Brown', 'Brun', 'Braun', 'Marron', 'Коричневый')),
  c(30, 'khaki', 'green', '#8f8a5e', '#3a3e44', t('Khaki', 'Khaki', 'Khaki', 'Khaki', 'Kaki', 'Хаки')),
];

export const COLOUR_BY_SLUG = new Map(COLOURS.map((colour) => [colour.slug, colour]));
export const colourBySlug = (slug: string): Colour => {
  const colour = COLOUR_BY_SLUG.get(slug);
  if (!colour) throw new Error(`unknown demo colour ${slug}`);
  return colour;
};

/** Colour ranges by kind of product: hard goods come in fewer, brand-like colours than jackets. */
export const PALETTES = {
  apparel: ['black', 'navy', 'blue', 'sky-blue', 'petrol', 'red', 'burgundy', 'orange', 'rust', 'yellow', 'mustard', 'olive',
    'forest-green', 'moss', 'purple', 'plum', 'pink', 'dusty-rose', 'beige', 'sand', 'charcoal', 'grey', 'white', 'turquoise', 'coral', 'khaki'],
  earthy: ['black', 'charcoal', 'olive', 'forest-green', 'moss', 'khaki', 'sand', 'brown', 'rust', 'navy', 'grey', 'beige'],
  bright: ['black', 'white', 'red', 'orange', 'yellow', 'lime', 'blue', 'sky-blue', 'turquoise', 'pink', 'purple', 'mint', 'coral'],
  hardware: ['black', 'white', 'grey', 'charcoal', 'red', 'orange', 'blue', 'yellow', 'lime', 'light-grey'],
  camp: ['forest-green', 'olive', 'orange', 'yellow', 'sand', 'grey', 'red', 'sky-blue', 'light-grey'],
  footwear: ['black', 'brown', 'charcoal', 'grey', 'navy', 'olive', 'sand', 'rust', 'blue', 'burgundy', 'petrol', 'mint', 'coral'],
} as const satisfies Record<string, readonly string[]>;

export type PaletteName = keyof typeof PALETTES;

/** Colours of the import file (the art-only accent stays out of it). */
export function colourEntries() {
  return COLOURS.map(({ id, slug, control, hex, names }) => ({ id, slug, control, hex, names }));
}
