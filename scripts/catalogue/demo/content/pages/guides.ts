import { campingTab } from './guides-camping.ts';
import { clothingTab } from './guides-clothing.ts';
import { hikingTab } from './guides-hiking.ts';
import { skiingTab } from './guides-skiing.ts';
import type { PageTexts, TabInput } from './page-types.ts';
import { PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/**
 * The guides page (navKey 'guides') is the one tabbed page: /{slug}/{tab}/{nestedTab}
 * (core 2). Its own content is the intro shown above the tab navigation.
 */
export const guidesTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.guides.fi,
    title: 'Oppaat',
    metaDescription: 'Kaira Outdoorin oppaat: laskettelu- ja murtomaasuksien valinta, voitelu, vaelluskengät, rinkan pakkaaminen, teltat, makuupussit ja kerrospukeutuminen.',
    content: `<p>Asiantuntijamme ovat koonneet tähän vuosien kokemuksen hiihtoladuilta, tuntureilta ja huoltopisteen takaa. Aloita esimerkiksi <a href="${fi.guide('clothing', 'layering')}">kerrospukeutumisesta</a> tai <a href="${fi.guide('skiing', 'alpineSkis')}">laskettelusuksen valinnasta</a>.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.guides.en,
    title: 'Outdoor and ski guides',
    metaDescription: 'Kaira Outdoor guides: choosing alpine and cross-country skis, waxing, hiking boots, packing a backpack, tents, sleeping bags and layering.',
    content: `<p>Our experts have gathered years of experience from ski trails, fells and the workshop bench. Start with <a href="${en.guide('clothing', 'layering')}">layering</a> or <a href="${en.guide('skiing', 'alpineSkis')}">choosing alpine skis</a>.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.guides.sv,
    title: 'Guider för friluftsliv och skidåkning',
    metaDescription: 'Kaira Outdoors guider: välja alpin- och längdskidor, vallning, vandringskängor, packa ryggsäcken, tält, sovsäckar och lager på lager.',
    content: `<p>Våra experter har samlat många års erfarenhet från skidspåren, fjällen och verkstaden. Börja till exempel med <a href="${sv.guide('clothing', 'layering')}">lager på lager</a> eller <a href="${sv.guide('skiing', 'alpineSkis')}">att välja alpinskidor</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.guides.de,
    title: 'Ratgeber für Outdoor und Ski',
    metaDescription: 'Ratgeber von Kaira Outdoor: Alpin- und Langlaufski wählen, Ski wachsen, Wanderschuhe, Rucksack packen, Zelte, Schlafsäcke und das Zwiebelprinzip.',
    content: `<p>Unsere Fachleute haben hier ihre jahrelange Erfahrung aus Loipe, Fjell und Werkstatt zusammengetragen. Beginnen Sie zum Beispiel mit dem <a href="${de.guide('clothing', 'layering')}">Zwiebelprinzip</a> oder der <a href="${de.guide('skiing', 'alpineSkis')}">Wahl der Alpinski</a>.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.guides.fr,
    title: 'Guides plein air et ski',
    metaDescription: 'Nos guides : choisir ses skis alpins et de fond, le fartage, les chaussures de randonnée, le sac à dos, la tente, le sac de couchage et les couches.',
    content: `<p>Nos experts ont réuni ici des années d'expérience sur les pistes, les fjells et à l'atelier. Commencez par exemple par le <a href="${fr.guide('clothing', 'layering')}">système des trois couches</a> ou par <a href="${fr.guide('skiing', 'alpineSkis')}">le choix de vos skis alpins</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.guides.ru,
    title: 'Советы по снаряжению',
    metaDescription: 'Советы Kaira Outdoor: выбор горных и беговых лыж, смазка, треккинговая обувь, сборы рюкзака, палатки, спальники и многослойная одежда.',
    content: `<p>Наши специалисты собрали здесь многолетний опыт с лыжни, из походов и из мастерской. Начните, например, с <a href="${ru.guide('clothing', 'layering')}">многослойной одежды</a> или с <a href="${ru.guide('skiing', 'alpineSkis')}">выбора горных лыж</a>.</p>`,
  },
};

/** Top tabs in menu order; ids 1001-1004, nested tabs 10x1-10x3. */
export const guideTabs: TabInput[] = [skiingTab, hikingTab, campingTab, clothingTab];
