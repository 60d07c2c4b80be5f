import type { BrandCategory, Country } from '../brand-list.ts';
import { t, type Texts } from './localised.ts';

/** "Founded in <country>" in each language's own construction (Finnish inessive, French en/au/aux...). */
export const FOUNDED_IN: Record<Country, Texts> = {
  fi: t('Suomessa', 'in Finland', 'i Finland', 'in Finnland', 'en Finlande', 'в Финляндии'),
  se: t('Ruotsissa', 'in Sweden', 'i Sverige', 'in Schweden', 'en Suède', 'в Швеции'),
  no: t('Norjassa', 'in Norway', 'i Norge', 'in Norwegen', 'en Norvège', 'в Норвегии'),
  de: t('Saksassa', 'in Germany', 'i Tyskland', 'in Deutschland', 'en Allemagne', 'в Германии'),
  at: t('Itävallassa', 'in Austria', 'i Österrike', 'in Österreich', 'en Autriche', 'в Австрии'),
  ch: t('Sveitsissä', 'in Switzerland', 'i Schweiz', 'in der Schweiz', 'en Suisse', 'в Швейцарии'),
  fr: t('Ranskassa', 'in France', 'i Frankrike', 'in Frankreich', 'en France', 'во Франции'),
  it: t('Italiassa', 'in Italy', 'i Italien', 'in Italien', 'en Italie', 'в Италии'),
  ca: t('Kanadassa', 'in Canada', 'i Kanada', 'in Kanada', 'au Canada', 'в Канаде'),
  us: t('Yhdysvalloissa', 'in the United States', 'i USA', 'in den USA', 'aux États-Unis', 'в США'),
  gb: t('Britanniassa', 'in the United Kingdom', 'i Storbritannien', 'in Großbritannien', 'au Royaume-Uni', 'в Великобритании'),
  nz: t('Uudessa-Seelannissa', 'in New Zealand', 'i Nya Zeeland', 'in Neuseeland', 'en Nouvelle-Zélande', 'в Новой Зеландии'),
  jp: t('Japanissa', 'in Japan', 'i Japan', 'in Japan', 'au Japon', 'в Японии'),
  is: t('Islannissa', 'in Iceland', 'på Island', 'in Island', 'en Islande', 'в Исландии'),
};

/** What the brand is known for: Finnish elative with possessive, French with "ses", Russian instrumental. */
export const KNOWN_FOR: Record<BrandCategory, Texts> = {
  alpine: t('tarkoista laskettelusuksistaan', 'precise alpine skis and boots', 'precisa alpinskidor och pjäxor', 'präzise Alpinski und Skischuhe', 'ses skis alpins précis', 'точными горными лыжами и ботинками'),
  nordic: t('kevyistä murtomaasuksistaan', 'light cross-country skis', 'lätta längdskidor', 'leichte Langlaufski', 'ses skis de fond légers', 'лёгкими беговыми лыжами'),
  helmets: t('laskettelukypäristään ja -laseistaan', 'ski helmets and goggles', 'skidhjälmar och skidglasögon', 'Skihelme und Skibrillen', 'ses casques et masques de ski', 'горнолыжными шлемами и масками'),
  skiwear: t('lämpimistä lasketteluvaatteistaan', 'warm, hard-wearing ski wear', 'varma, slitstarka skidkläder', 'warme, robuste Skibekleidung', 'ses vêtements de ski chauds et résistants', 'тёплой и прочной горнолыжной одеждой'),
  apparel: t('kestävistä ulkoiluvaatteistaan', 'durable outdoor clothing', 'slitstarka friluftskläder', 'langlebige Outdoorbekleidung', 'ses vêtements outdoor durables', 'долговечной одеждой для активного отдыха'),
  accessories: t('villaisista asusteistaan', 'woollen accessories', 'accessoarer i ull', 'Accessoires aus Wolle', 'ses accessoires en laine', 'шерстяными аксессуарами'),
  footwear: t('mukavista ulkoilujalkineistaan', 'comfortable outdoor footwear', 'bekväma friluftsskor', 'bequeme Outdoorschuhe', 'ses chaussures outdoor confortables', 'удобной обувью для активного отдыха'),
  packs: t('hyvin kantavista repuistaan', 'backpacks that carry well', 'ryggsäckar som bär bra', 'Rucksäcke mit hohem Tragekomfort', 'ses sacs à dos au portage confortable', 'удобными рюкзаками'),
  camp: t('kestävistä teltoistaan ja makuupusseistaan', 'sturdy tents and sleeping bags', 'stabila tält och sovsäckar', 'robuste Zelte und Schlafsäcke', 'ses tentes et sacs de couchage robustes', 'надёжными палатками и спальниками'),
  cook: t('toimivista retkikeittimistään', 'dependable camp stoves and bottles', 'pålitliga friluftskök och flaskor', 'zuverlässige Kocher und Flaschen', 'ses réchauds et gourdes fiables', 'надёжными горелками и бутылками'),
  light: t('kirkkaista otsalampuistaan', 'bright, reliable headlamps', 'ljusstarka pannlampor', 'helle, zuverlässige Stirnlampen', 'ses lampes frontales puissantes', 'яркими и надёжными налобными фонарями'),
  tools: t('käsin viimeistellyistä puukoistaan ja työkaluistaan', 'hand-finished knives and tools', 'handgjorda knivar och verktyg', 'handgefertigte Messer und Werkzeuge', 'ses couteaux et outils finis à la main', 'ножами и инструментами ручной доводки'),
  paddle: t('kevyistä melontavarusteistaan', 'light paddling gear', 'lätt paddlingsutrustning', 'leichte Paddelausrüstung', 'son matériel de pagaie léger', 'лёгким снаряжением для водного туризма'),
  snowshoe: t('tukevista lumikengistään', 'sturdy snowshoes', 'stabila snöskor', 'robuste Schneeschuhe', 'ses raquettes à neige robustes', 'прочными снегоступами'),
};

export function brandIntro(name: string, year: number, country: Country, category: BrandCategory): Texts {
  const where = FOUNDED_IN[country];
  const what = KNOWN_FOR[category];
  return t(
    `${name} on vuonna ${year} ${where.fi} perustettu merkki, joka tunnetaan ${what.fi}.`,
    `${name} is a brand founded ${where.en} in ${year}, known for ${what.en}.`,
    `${name} är ett varumärke som grundades ${where.sv} ${year} och är känt för ${what.sv}.`,
    `${name} ist eine ${year} ${where.de} gegründete Marke, bekannt für ${what.de}.`,
    `${name} est une marque fondée ${where.fr} en ${year}, connue pour ${what.fr}.`,
    `${name} — бренд, основанный ${where.ru} в ${year} году и известный ${what.ru}.`,
  );
}

export const BRAND_RANGE = t('Kairan valikoimasta löydät merkin suosituimmat mallit ja uutuudet.', "At Kaira you will find the brand's most popular models and latest releases.", 'Hos Kaira hittar du märkets populäraste modeller och nyheter.', 'Bei Kaira findest du die beliebtesten Modelle und Neuheiten der Marke.', 'Chez Kaira, retrouvez les modèles phares et les nouveautés de la marque.', 'В Kaira вы найдёте самые популярные модели и новинки бренда.');
export const BRAND_DURABLE = t('Tuotteet suunnitellaan kestämään vuosia, ja merkki tarjoaa niille varaosat ja korjauspalvelun.', 'Products are designed to last for years, and the brand offers spare parts and repairs.', 'Produkterna är gjorda för att hålla i många år, och märket erbjuder reservdelar och reparationer.', 'Die Produkte sind auf viele Jahre ausgelegt, und die Marke bietet Ersatzteile und Reparaturen an.', 'Les produits sont conçus pour durer, et la marque propose pièces détachées et réparations.', 'Изделия рассчитаны на долгие годы, а бренд предлагает запчасти и ремонт.');
export const BRAND_FINNISH = t('Merkin tuotteet suunnitellaan Suomessa pohjoisen olosuhteisiin.', 'Its products are designed in Finland for northern conditions.', 'Produkterna designas i Finland för nordiska förhållanden.', 'Die Produkte werden in Finnland für nordische Bedingungen entwickelt.', 'Ses produits sont conçus en Finlande pour les conditions nordiques.', 'Продукция бренда разрабатывается в Финляндии для северных условий.');

export function brandTitle(name: string): Texts {
  return t(`${name}: tuotteet ja uutuudet`, `${name}: products and new arrivals`, `${name}: produkter och nyheter`, `${name}: Produkte und Neuheiten`, `${name} : produits et nouveautés`, `${name}: товары и новинки`);
}
