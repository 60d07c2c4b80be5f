import { LANGUAGES, type Language } from '../../../../shared/languages.ts';
import type { CatalogueImportInput } from '../../import-format.ts';
import { linksFor, type GuideKey } from './pages/paths.ts';

type KeywordPopupInput = NonNullable<CatalogueImportInput['keywordPopups']>[number];

interface Term {
  id: number;
  /** Brand and material names are the same word in every language, so one keyword matches descriptions in all of them. */
  keyword: string;
  /** The guide that explains the term further, or null when no guide does. */
  guide: [GuideKey, GuideKey] | null;
  text: Record<Language, string>;
}

const TERMS: Term[] = [
  {
    id: 1, keyword: 'Gore-Tex', guide: ['clothing', 'clothingCare'],
    text: {
      fi: 'Gore-Tex on vedenpitävä, tuulenpitävä ja hengittävä kalvo, joka laminoidaan kankaan sisäpintaan. Se pitää sateen ulkona mutta päästää hien höyrynä pois.',
      en: 'Gore-Tex is a waterproof, windproof and breathable membrane laminated to the inside of a fabric. It keeps rain out but lets sweat escape as vapour.',
      sv: 'Gore-Tex är ett vattentätt, vindtätt och andningsbart membran som lamineras på tygets insida. Det stänger ute regnet men släpper ut svetten som ånga.',
      de: 'Gore-Tex ist eine wasserdichte, winddichte und atmungsaktive Membran, die auf die Innenseite des Stoffes laminiert wird. Sie hält Regen draußen und lässt Schweiß als Dampf entweichen.',
      fr: 'Gore-Tex est une membrane imperméable, coupe-vent et respirante, contrecollée à l’intérieur du tissu. Elle arrête la pluie tout en laissant s’échapper la transpiration sous forme de vapeur.',
      ru: 'Gore-Tex — водонепроницаемая, ветрозащитная и дышащая мембрана, которую ламинируют на изнанку ткани. Она не пропускает дождь, но выводит пот в виде пара.',
    },
  },
  {
    id: 2, keyword: 'PrimaLoft', guide: ['clothing', 'layering'],
    text: {
      fi: 'PrimaLoft on untuvaa jäljittelevä tekokuitueriste. Se lämmittää kosteanakin ja kuivuu nopeasti, joten se sopii märkiin olosuhteisiin.',
      en: 'PrimaLoft is a synthetic insulation designed to mimic down. It stays warm when damp and dries quickly, which makes it ideal for wet conditions.',
      sv: 'PrimaLoft är en syntetisk isolering som efterliknar dun. Den värmer även fuktig och torkar snabbt, vilket gör den idealisk i blöta förhållanden.',
      de: 'PrimaLoft ist eine Kunstfaserisolation, die Daune nachempfunden ist. Sie wärmt auch feucht und trocknet schnell – ideal bei nassem Wetter.',
      fr: 'PrimaLoft est un isolant synthétique qui imite le duvet. Il reste chaud même humide et sèche vite, idéal par temps mouillé.',
      ru: 'PrimaLoft — синтетический утеплитель, созданный по образцу пуха. Он греет даже во влажном состоянии и быстро сохнет, поэтому хорош для сырой погоды.',
    },
  },
  {
    id: 3, keyword: 'Vibram', guide: ['hiking', 'hikingBoots'],
    text: {
      fi: 'Vibram on italialainen kumipohjien valmistaja, jonka keltainen logo löytyy monen vaelluskengän pohjasta. Vibram-pohjat tunnetaan hyvästä pidosta ja kulutuskestävyydestä.',
      en: 'Vibram is an Italian maker of rubber soles whose yellow logo sits under many hiking boots. Vibram soles are known for their grip and durability.',
      sv: 'Vibram är en italiensk tillverkare av gummisulor vars gula logotyp sitter under många vandringskängor. Vibram-sulor är kända för bra grepp och lång hållbarhet.',
      de: 'Vibram ist ein italienischer Hersteller von Gummisohlen, dessen gelbes Logo unter vielen Wanderschuhen prangt. Vibram-Sohlen sind für Grip und Langlebigkeit bekannt.',
      fr: 'Vibram est un fabricant italien de semelles en caoutchouc, dont le logo jaune orne de nombreuses chaussures de randonnée. Ses semelles sont réputées pour leur adhérence et leur durabilité.',
      ru: 'Vibram — итальянский производитель резиновых подошв, чей жёлтый логотип есть на многих треккинговых ботинках. Подошвы Vibram известны хорошим сцеплением и износостойкостью.',
    },
  },
  {
    id: 4, keyword: 'DWR', guide: ['clothing', 'clothingCare'],
    text: {
      fi: 'DWR (Durable Water Repellent) on kankaan pintaan tehty vedenhylkivä käsittely, joka saa veden helmeilemään. Käsittely kuluu käytössä, mutta sen voi aktivoida lämmöllä ja uusia kyllästeellä.',
      en: 'DWR (durable water repellent) is a surface treatment that makes water bead up on the fabric. It wears off with use but can be reactivated with heat and renewed with a re-proofer.',
      sv: 'DWR (durable water repellent) är en vattenavvisande ytbehandling som får vattnet att pärla sig på tyget. Den nöts med tiden men kan aktiveras med värme och förnyas med impregnering.',
      de: 'DWR (Durable Water Repellent) ist eine wasserabweisende Oberflächenbehandlung, an der Wasser abperlt. Sie nutzt sich ab, lässt sich aber mit Wärme reaktivieren und neu imprägnieren.',
      fr: 'Le DWR (Durable Water Repellent) est un traitement déperlant qui fait perler l’eau à la surface du tissu. Il s’use avec le temps, mais se réactive à la chaleur et se renouvelle avec un imperméabilisant.',
      ru: 'DWR (Durable Water Repellent) — водоотталкивающая пропитка, благодаря которой вода собирается на ткани в капли. Со временем она стирается, но её можно активировать теплом и обновить пропиткой.',
    },
  },
  {
    id: 5, keyword: 'Cordura', guide: null,
    text: {
      fi: 'Cordura on erittäin hankauskestävä polyamidikangas. Sitä käytetään reppujen pohjissa, housujen vahvikkeissa ja kengissä.',
      en: 'Cordura is a highly abrasion-resistant nylon fabric. It is used for backpack bottoms, trouser reinforcements and footwear.',
      sv: 'Cordura är ett mycket nötningståligt polyamidtyg. Det används i ryggsäcksbottnar, byxförstärkningar och skor.',
      de: 'Cordura ist ein besonders abriebfestes Polyamidgewebe. Es wird für Rucksackböden, Hosenverstärkungen und Schuhe verwendet.',
      fr: 'Le Cordura est un tissu polyamide extrêmement résistant à l’abrasion, utilisé pour les fonds de sac, les renforts de pantalon et les chaussures.',
      ru: 'Cordura — чрезвычайно износостойкая полиамидная ткань. Её используют для дна рюкзаков, усилений на брюках и в обуви.',
    },
  },
  {
    id: 6, keyword: 'Polartec', guide: ['clothing', 'layering'],
    text: {
      fi: 'Polartec on yhdysvaltalainen fleece- ja teknisten kankaiden valmistaja. Polartec-fleece on kevyt, lämmin ja hengittävä ja kuivuu nopeasti.',
      en: 'Polartec is an American maker of fleece and technical fabrics. Polartec fleece is light, warm and breathable, and dries quickly.',
      sv: 'Polartec är en amerikansk tillverkare av fleece och funktionstyger. Polartec-fleece är lätt, varm och andningsbar och torkar snabbt.',
      de: 'Polartec ist ein US-amerikanischer Hersteller von Fleece und Funktionsstoffen. Polartec-Fleece ist leicht, warm, atmungsaktiv und trocknet schnell.',
      fr: 'Polartec est un fabricant américain de polaires et de tissus techniques. La polaire Polartec est légère, chaude, respirante et sèche rapidement.',
      ru: 'Polartec — американский производитель флиса и технических тканей. Флис Polartec лёгкий, тёплый, хорошо дышит и быстро сохнет.',
    },
  },
  {
    id: 7, keyword: 'Dyneema', guide: ['camping', 'tent'],
    text: {
      fi: 'Dyneema on erittäin lujaa polyeteenikuitua, painoonsa nähden yksi maailman vahvimmista. Siitä tehdään ultrakevyitä telttoja, reppuja ja naruja.',
      en: 'Dyneema is an ultra-strong polyethylene fibre, one of the strongest in the world for its weight. It is used for ultralight tents, backpacks and cords.',
      sv: 'Dyneema är en extremt stark polyetenfiber, en av världens starkaste i förhållande till vikten. Den används i ultralätta tält, ryggsäckar och linor.',
      de: 'Dyneema ist eine extrem reißfeste Polyethylenfaser und gemessen am Gewicht eine der stärksten der Welt. Daraus entstehen ultraleichte Zelte, Rucksäcke und Schnüre.',
      fr: 'Le Dyneema est une fibre de polyéthylène ultra-résistante, l’une des plus solides au monde à poids égal. On en fait des tentes, des sacs et des cordelettes ultralégers.',
      ru: 'Dyneema — сверхпрочное полиэтиленовое волокно, одно из самых прочных в мире относительно своего веса. Из него делают сверхлёгкие палатки, рюкзаки и шнуры.',
    },
  },
  {
    id: 8, keyword: 'Merino', guide: ['clothing', 'merino'],
    text: {
      fi: 'Merino on Merino-lampaan hienoa villaa, joka ei kutita. Se lämmittää kosteanakin ja hillitsee hajuja, joten se on suosittu kerrastoissa ja sukissa.',
      en: 'Merino is the fine wool of the Merino sheep, and it does not itch. It stays warm when damp and resists odour, which makes it a favourite for base layers and socks.',
      sv: 'Merino är fin ull från merinofåret som inte kliar. Den värmer även fuktig och motverkar lukt, och är därför populär i underställ och strumpor.',
      de: 'Merino ist die feine Wolle des Merinoschafs, die nicht kratzt. Sie wärmt auch feucht und hemmt Gerüche – beliebt für Funktionswäsche und Socken.',
      fr: 'Le Merino est la laine fine du mouton mérinos, qui ne gratte pas. Chaude même humide et peu sujette aux odeurs, elle est idéale pour les sous-vêtements techniques et les chaussettes.',
      ru: 'Merino — тонкая шерсть овец породы меринос, которая не колется. Она греет даже влажной и не впитывает запахи, поэтому популярна в термобелье и носках.',
    },
  },
];

/** The technical terms of product descriptions that open an explanation popup (catalogue spec 3, keyword popup). */
export function demoKeywordPopups(): NonNullable<CatalogueImportInput['keywordPopups']> {
  return TERMS.map((term): KeywordPopupInput => ({
    id: term.id,
    texts: Object.fromEntries(LANGUAGES.map((language) => [language, {
      keyword: term.keyword,
      text: term.text[language],
      url: term.guide ? linksFor(language).guide(...term.guide) : '',
    }])) as KeywordPopupInput['texts'],
  }));
}
