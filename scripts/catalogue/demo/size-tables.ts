import type { CatalogueImportInput } from '../import-format.ts';
import type { ProductKind } from './kinds/index.ts';
import { t } from './texts/localised.ts';
import type { ModelGender } from './variant-axes.ts';

type SizeTable = NonNullable<CatalogueImportInput['sizeTables']>[number];

export const SIZE_TABLE = { menApparel: 1, womenApparel: 2, kidsApparel: 3, shoes: 4, alpineSkis: 5, nordicSkis: 6, skiBoots: 7 } as const;

const APPAREL_INFO = t('Mittaa rinnanympärys ja vyötärö kevyessä aluskerrastossa. Jos mitat osuvat kahden koon väliin, valitse suurempi.', 'Measure your chest and waist over a thin base layer. If you are between two sizes, choose the larger one.', 'Mät bröst och midja över ett tunt underställ. Om du hamnar mellan två storlekar, välj den större.', 'Miss Brust- und Taillenumfang über dünner Funktionswäsche. Liegst du zwischen zwei Größen, nimm die größere.', 'Mesurez tour de poitrine et tour de taille sur une couche fine. Entre deux tailles, choisissez la plus grande.', 'Измерьте обхват груди и талии поверх тонкого термобелья. Если вы между двумя размерами, выберите больший.');
const SHOE_INFO = t('Mittaa jalkasi pituus kantapäästä pisimmän varpaan kärkeen illalla, kun jalka on suurimmillaan.', 'Measure your foot from heel to the tip of the longest toe in the evening, when it is at its largest.', 'Mät foten från hälen till spetsen av längsta tån på kvällen, när den är som störst.', 'Miss deinen Fuß abends von der Ferse bis zur Spitze des längsten Zehs, dann ist er am größten.', "Mesurez votre pied du talon au bout de l'orteil le plus long, le soir, quand il est le plus grand.", 'Измерьте стопу от пятки до кончика самого длинного пальца вечером, когда она больше всего.');
const SKI_INFO = t('Suuntaa-antava suosituspituus. Kokenut laskija voi valita pidemmät, aloittelija lyhyemmät sukset.', 'A guide to ski length. Experienced skiers may go longer, beginners shorter.', 'Riktvärde för skidlängd. Vana åkare kan välja längre, nybörjare kortare skidor.', 'Richtwert für die Skilänge. Geübte Fahrer wählen länger, Einsteiger kürzer.', 'Longueur indicative. Les skieurs confirmés peuvent prendre plus long, les débutants plus court.', 'Ориентировочная длина лыж. Опытным лыжникам можно длиннее, новичкам короче.');
const NORDIC_INFO = t('Murtomaasuksen pituus ja jäykkyys valitaan painon mukaan – tarkistamme jäykkyyden myymälässä.', 'Cross-country skis are chosen by weight; we check the camber stiffness in store.', 'Längdskidor väljs efter vikt – vi kontrollerar spannet i butiken.', 'Langlaufski werden nach Gewicht gewählt; die Spannung prüfen wir im Geschäft.', 'Les skis de fond se choisissent selon le poids ; nous vérifions la cambrure en magasin.', 'Беговые лыжи подбираются по весу – жёсткость колодки проверим в магазине.');
const BOOT_INFO = t('Mondo-koko on jalan pituus senttimetreinä. Tiukka istuvuus on laskettelumonoissa oikea.', 'Mondopoint is the length of your foot in centimetres. A snug fit is right for ski boots.', 'Mondo är fotens längd i centimeter. En tät passform är rätt för alpinpjäxor.', 'Mondopoint ist die Fußlänge in Zentimetern. Ein enger Sitz ist bei Skischuhen richtig.', 'Le Mondopoint est la longueur du pied en centimètres. Un chaussant ajusté est normal en ski.', 'Размер Mondo – это длина стопы в сантиметрах. Для горнолыжных ботинок правильна плотная посадка.');

const sizes = (names: string[]) => names.map((size) => ({ size, productType: '' }));

export const SIZE_TABLES: SizeTable[] = [
  { id: SIZE_TABLE.menApparel, name: "Men's clothing", infoTexts: APPAREL_INFO, sizes: sizes(['S', 'M', 'L', 'XL', 'XXL']),
    rows: [{ name: 'Chest', unit: 'cm', values: ['92-96', '97-102', '103-108', '109-114', '115-121'] }, { name: 'Waist', unit: 'cm', values: ['78-82', '83-88', '89-94', '95-101', '102-108'] }, { name: 'Height', unit: 'cm', values: ['170-176', '176-182', '182-188', '186-192', '190-196'] }] },
  { id: SIZE_TABLE.womenApparel, name: "Women's clothing", infoTexts: APPAREL_INFO, sizes: sizes(['XS', 'S', 'M', 'L', 'XL']),
    rows: [{ name: 'Chest', unit: 'cm', values: ['80-84', '85-89', '90-94', '95-100', '101-106'] }, { name: 'Waist', unit: 'cm', values: ['62-66', '67-71', '72-76', '77-82', '83-88'] }, { name: 'Hip', unit: 'cm', values: ['88-92', '93-97', '98-102', '103-108', '109-114'] }] },
  { id: SIZE_TABLE.kidsApparel, name: "Kids' clothing", infoTexts: APPAREL_INFO, sizes: sizes(['110', '120', '130', '140', '150', '160']),
    rows: [{ name: 'Height', unit: 'cm', values: ['105-115', '115-125', '125-135', '135-145', '145-155', '155-165'] }, { name: 'Age', unit: '', values: ['4-5', '6-7', '8-9', '10-11', '12-13', '14'] }] },
  { id: SIZE_TABLE.shoes, name: 'Footwear (EU)', infoTexts: SHOE_INFO, sizes: sizes(['37', '38', '39', '40', '41', '42', '43', '44', '45', '46']),
    rows: [{ name: 'UK', unit: '', values: ['4', '5', '5.5', '6.5', '7', '8', '9', '9.5', '10.5', '11'] }, { name: 'US (men)', unit: '', values: ['5', '6', '6.5', '7.5', '8', '9', '10', '10.5', '11.5', '12'] }, { name: 'Foot length', unit: 'cm', values: ['23.5', '24', '25', '25.5', '26.5', '27', '28', '28.5', '29.5', '30'] }] },
  { id: SIZE_TABLE.alpineSkis, name: 'Alpine ski length', infoTexts: SKI_INFO, sizes: sizes(['140 cm', '150 cm', '160 cm', '170 cm', '180 cm', '190 cm']),
    rows: [{ name: 'Skier height', unit: 'cm', values: ['145-155', '155-165', '165-175', '175-185', '185-195', '195-'] }] },
  { id: SIZE_TABLE.nordicSkis, name: 'Cross-country ski length', infoTexts: NORDIC_INFO, sizes: sizes(['180 cm', '185 cm', '190 cm', '195 cm', '200 cm', '205 cm']),
    rows: [{ name: 'Skier weight', unit: 'kg', values: ['45-55', '50-60', '55-70', '65-80', '75-90', '85-'] }, { name: 'Skier height', unit: 'cm', values: ['150-160', '155-165', '160-175', '170-185', '180-190', '185-'] }] },
  { id: SIZE_TABLE.skiBoots, name: 'Ski boot sizes (Mondopoint)', infoTexts: BOOT_INFO, sizes: sizes(['24.5', '25.5', '26.5', '27.5', '28.5', '29.5']),
    rows: [{ name: 'EU', unit: '', values: ['38.5', '40', '41.5', '42.5', '44', '45'] }, { name: 'Foot length', unit: 'cm', values: ['24.1-24.5', '25.1-25.5', '26.1-26.5', '27.1-27.5', '28.1-28.5', '29.1-29.5'] }] },
];

/** The size tables a model links to, from its kind and gender. */
export function sizeTableIdsFor(kind: ProductKind, gender: ModelGender): number[] {
  switch (kind.sizeTables) {
    case 'apparel':
      if (gender === 'men') return [SIZE_TABLE.menApparel];
      if (gender === 'women') return [SIZE_TABLE.womenApparel];
      if (gender === 'kids') return [SIZE_TABLE.kidsApparel];
      return [SIZE_TABLE.menApparel, SIZE_TABLE.womenApparel];
    case 'shoes': return [SIZE_TABLE.shoes];
    case 'alpine-skis': return [SIZE_TABLE.alpineSkis];
    case 'nordic-skis': return [SIZE_TABLE.nordicSkis];
    case 'ski-boots': return [SIZE_TABLE.skiBoots];
    default: return [];
  }
}
