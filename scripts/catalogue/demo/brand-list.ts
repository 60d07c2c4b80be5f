/** What a brand makes: a model's brand is drawn from the brands of its product kind's category. */
export type BrandCategory = 'alpine' | 'nordic' | 'helmets' | 'skiwear' | 'apparel' | 'accessories' | 'footwear' | 'packs' | 'camp'
  | 'cook' | 'light' | 'tools' | 'paddle' | 'snowshoe';
export type Country = 'fi' | 'se' | 'no' | 'de' | 'at' | 'ch' | 'fr' | 'it' | 'ca' | 'us' | 'gb' | 'nz' | 'jp' | 'is';

export interface BrandSeed {
  id: number;
  name: string;
  country: Country;
  categories: BrandCategory[];
  featured: boolean;
}

// Invented names only: no real outdoor trademarks.
const LIST: [string, Country, BrandCategory[], boolean?][] = [
  ['Kallio Works', 'fi', ['packs', 'tools'], true], ['Kuura', 'fi', ['apparel', 'accessories']], ['Halla Outdoor', 'fi', ['apparel', 'skiwear'], true],
  ['Revontuli Gear', 'fi', ['light', 'camp']], ['Erämaa', 'fi', ['tools', 'camp'], true], ['Kaamos Equipment', 'fi', ['camp', 'cook']],
  ['Pohjola Craft', 'fi', ['accessories', 'footwear']], ['Louhi', 'fi', ['nordic'], true], ['Saivo', 'fi', ['footwear']],
  ['Vuono', 'fi', ['skiwear', 'apparel']], ['Jänkä', 'fi', ['footwear', 'accessories']], ['Ruska Works', 'fi', ['apparel', 'packs']],
  ['Kelotaonta', 'fi', ['tools']], ['Aapa Outdoor', 'fi', ['camp', 'packs']], ['Tykky', 'fi', ['nordic', 'accessories']],
  ['Routa', 'fi', ['footwear', 'accessories']], ['Hankikanto', 'fi', ['nordic']], ['Vetehinen Paddles', 'fi', ['paddle']],
  ['Norrvik', 'no', ['apparel', 'skiwear'], true], ['Fjellmark', 'no', ['apparel', 'packs']], ['Skarvik', 'se', ['paddle', 'packs']],
  ['Hvitfjell', 'no', ['alpine'], true], ['Stormkant', 'se', ['apparel']], ['Brattli', 'no', ['alpine', 'helmets']],
  ['Isbre', 'no', ['nordic', 'skiwear']], ['Granvik', 'se', ['footwear']], ['Vindhem', 'se', ['camp']],
  ['Kaldberg', 'no', ['snowshoe', 'accessories']], ['Ulvtind', 'no', ['packs', 'camp']], ['Myrkvist', 'se', ['cook', 'light']],
  ['Stenfjord', 'no', ['tools', 'cook']], ['Lavvo Lab', 'no', ['camp']], ['Drivsnø', 'no', ['alpine', 'skiwear']],
  ['Tjärnberg', 'se', ['footwear', 'apparel']], ['Grathang', 'at', ['alpine', 'helmets']], ['Felsenwerk', 'de', ['footwear'], true],
  ['Hochmoos', 'de', ['apparel', 'packs']], ['Gipfelwerk', 'de', ['packs'], true], ['Alpwind', 'ch', ['apparel', 'skiwear']],
  ['Firnlinie', 'at', ['alpine', 'helmets']], ['Schneegrat', 'ch', ['snowshoe', 'accessories']], ['Bergmoos', 'de', ['cook', 'camp']],
  ['Zirbental', 'at', ['accessories', 'apparel']], ['Crête Blanche', 'fr', ['alpine', 'skiwear'], true], ['Vallon Sport', 'fr', ['footwear', 'apparel']],
  ['Névé Optics', 'fr', ['helmets']], ['Sérac Équipement', 'fr', ['packs', 'tools']], ['Combe Alpine', 'fr', ['alpine']],
  ['Montevetta', 'it', ['footwear'], true], ['Valfonda', 'it', ['alpine']], ['Cimalta', 'it', ['apparel', 'helmets']],
  ['Pizzo Nero', 'it', ['footwear']], ['Tundra Peak', 'ca', ['apparel', 'camp'], true], ['Aurora Gear', 'us', ['camp', 'light', 'cook'], true],
  ['Northbound Kit', 'gb', ['packs', 'apparel']], ['Coldwater Supply', 'us', ['cook']], ['Wildmoor', 'gb', ['apparel', 'footwear']],
  ['Ember Trail', 'us', ['cook', 'light']], ['Lantern Ridge', 'us', ['light']], ['Slateback', 'gb', ['packs']],
  ['Ironbirch', 'ca', ['tools']], ['Tamarack Trail', 'ca', ['snowshoe', 'footwear']], ['Cedar & Flint', 'us', ['tools', 'camp']],
  ['Highcairn', 'gb', ['apparel', 'accessories']], ['Stormpine', 'ca', ['apparel', 'skiwear']], ['Fellwalker Co.', 'gb', ['footwear', 'accessories']],
  ['Driftline Paddle', 'nz', ['paddle']], ['Rivermark', 'ca', ['paddle']], ['Lightfoot Trail', 'us', ['footwear']],
  ['Summit Forge', 'us', ['alpine']], ['Glacier Line', 'ca', ['nordic', 'apparel']], ['Timberhawk', 'us', ['packs']],
  ['Ridgecraft', 'us', ['helmets', 'alpine']], ['Pinecrest Gear', 'us', ['camp']], ['Wildfjord', 'nz', ['apparel', 'packs']],
  ['Harrier Optics', 'gb', ['helmets']], ['Otterdale Mills', 'gb', ['accessories']], ['Yukiguni Works', 'jp', ['alpine']],
  ['Hoshizora', 'jp', ['camp', 'light']], ['Eldhraun', 'is', ['apparel', 'accessories']],
];

export const BRAND_SEEDS: readonly BrandSeed[] = LIST.map(([name, country, categories, featured], index) => ({
  id: index + 1, name, country, categories, featured: featured ?? false,
}));

const BY_CATEGORY = new Map<BrandCategory, BrandSeed[]>();
for (const brand of BRAND_SEEDS) {
  for (const category of brand.categories) BY_CATEGORY.set(category, [...(BY_CATEGORY.get(category) ?? []), brand]);
}

export function brandsMaking(category: BrandCategory): readonly BrandSeed[] {
  return BY_CATEGORY.get(category) ?? [];
}

/** Shoe sizing by where the brand's lasts come from: Nordic whole sizes, French thirds, others halves. */
export function shoeSizing(brand: BrandSeed): 'whole' | 'half' | 'thirds' {
  if (brand.country === 'fr') return 'thirds';
  if (['us', 'gb', 'ca', 'it', 'nz', 'jp'].includes(brand.country)) return 'half';
  return 'whole';
}

/** A short upper-case code for model numbers, e.g. 'NRV' for Norrvik. */
export function brandCode(brand: BrandSeed): string {
  const letters = brand.name.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase();
  return ((letters[0] + letters.slice(1).replace(/[AEIOUY]/g, '')).replace(/(.)\1+/g, '$1') + letters).slice(0, 3);
}
