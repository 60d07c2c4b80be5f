import { LANGUAGES } from '../../../shared/languages.ts';
import type { ImageRegistry } from './image-jobs.ts';
import { PROP } from './property-types.ts';
import { slugify } from './slug.ts';
import type { GroupDefinition } from './texts/group-definition.ts';
import { CLOTHING_GROUPS } from './texts/groups-clothing.ts';
import { OUTDOOR_GROUPS } from './texts/groups-outdoor.ts';
import { SKIING_GROUPS } from './texts/groups-skiing.ts';
import { SPECIAL_GROUPS } from './texts/groups-special.ts';
import { paragraphs } from './texts/html.ts';
import { mapTexts, t, type Texts } from './texts/localised.ts';
import type { DemoGroup } from './types.ts';

export const GROUP_DEFINITIONS: readonly GroupDefinition[] = [...SKIING_GROUPS, ...CLOTHING_GROUPS, ...OUTDOOR_GROUPS, ...SPECIAL_GROUPS];
export const GROUP = { outlet: 8, secondHand: 9, rental: 10, outletSkiing: 100, outletClothing: 101, outletFootwear: 102, outletGear: 103, rentalSkis: 110, rentalCamping: 111 } as const;

const BY_ID = new Map(GROUP_DEFINITIONS.map((group) => [group.id, group]));

export function groupDefinition(id: number): GroupDefinition {
  const group = BY_ID.get(id);
  if (!group) throw new Error(`unknown demo group ${id}`);
  return group;
}

const slugsOf = (group: GroupDefinition): Texts => group.slugs ?? mapTexts((language) => slugify(group.names[language], language));

/** The group and its ancestors' slugs joined by '/' per language, as the importer computes paths. */
export const GROUP_PATHS: ReadonlyMap<number, Texts> = (() => {
  const paths = new Map<number, Texts>();
  const pathOf = (id: number): Texts => {
    const known = paths.get(id);
    if (known) return known;
    const group = groupDefinition(id);
    const own = slugsOf(group);
    const parent = group.parentId === null ? null : pathOf(group.parentId);
    const path = mapTexts((language) => (parent ? `${parent[language]}/${own[language]}` : own[language]));
    paths.set(id, path);
    return path;
  };
  for (const group of GROUP_DEFINITIONS) pathOf(group.id);
  return paths;
})();

/** A group's in-shop URL in each language, without the locale prefix the app adds: '/laskettelu/laskettelusukset/'. */
export function groupUrl(id: number): Texts {
  const path = GROUP_PATHS.get(id)!;
  return mapTexts((language) => `/${path[language]}/`);
}

/** Parent, grandparent...: a model listed in a group is listed in the groups above it too. */
export function ancestorsOf(id: number): number[] {
  const ancestors: number[] = [];
  for (let parent = groupDefinition(id).parentId; parent !== null; parent = groupDefinition(parent).parentId) ancestors.push(parent);
  return ancestors;
}

const CLOSING = t(
  'Tilaa kotiin tai nouda lähimmästä Kaira-myymälästä. Klubijäsenet saavat jäsenhinnat, ja palautusaikaa on 100 päivää.',
  'Order to your door or pick up from your nearest Kaira store. Club members get member prices, and you have 100 days to return.',
  'Beställ hem eller hämta i närmaste Kaira-butik. Klubbmedlemmar får medlemspriser, och du har 100 dagars returrätt.',
  'Lass dir deine Bestellung liefern oder hole sie in einer Kaira-Filiale ab. Clubmitglieder erhalten Mitgliederpreise, und du hast 100 Tage Rückgaberecht.',
  'Livraison à domicile ou retrait en magasin Kaira. Les membres du club profitent de prix réservés, et vous disposez de 100 jours pour retourner un article.',
  'Доставка на дом или самовывоз из магазина Kaira. Участники клуба получают клубные цены, а вернуть товар можно в течение 100 дней.',
);
const SHOP_LINE = t('Osta Kaira Outdoorista.', 'Shop at Kaira Outdoor.', 'Handla hos Kaira Outdoor.', 'Jetzt bei Kaira Outdoor kaufen.', 'Achetez chez Kaira Outdoor.', 'Покупайте в Kaira Outdoor.');

/**
 * Menu promo links of a top group: two of its third-level groups, which the
 * two-level products panel does not list otherwise, in each language's own paths.
 */
function linksOf(group: GroupDefinition, images: ImageRegistry): DemoGroup['links'] {
  if (!group.isTop) return undefined;
  const childIds = new Set(GROUP_DEFINITIONS.filter((child) => child.parentId === group.id).map((child) => child.id));
  const children = GROUP_DEFINITIONS.filter((grandchild) => grandchild.parentId !== null && childIds.has(grandchild.parentId) && !grandchild.hidden).slice(0, 2);
  if (children.length === 0) return undefined;
  const links = {} as NonNullable<DemoGroup['links']>;
  for (const language of LANGUAGES) {
    links[language] = children.map((child) => ({
      slug: GROUP_PATHS.get(child.id)![language],
      title: child.names[language],
      image: groupImage(child, images),
    }));
  }
  return links;
}

function groupImage(group: GroupDefinition, images: ImageRegistry): string {
  return images.group(GROUP_PATHS.get(group.id)!.en.replaceAll('/', '--'), group.silhouette, group.names.en);
}

export function buildGroups(images: ImageRegistry): DemoGroup[] {
  return GROUP_DEFINITIONS.map((group, index) => {
    const slugs = slugsOf(group);
    const texts = {} as DemoGroup['texts'];
    for (const language of LANGUAGES) {
      const name = group.names[language];
      texts[language] = {
        slug: slugs[language],
        name,
        shortName: group.shortNames?.[language] ?? name,
        description: `${group.pitch[language]} ${CLOSING[language]}`,
        descriptionHtml: paragraphs([group.pitch[language], CLOSING[language]]),
        metaTitle: `${name} | Kaira Outdoor`,
        metaDescription: `${group.pitch[language]} ${SHOP_LINE[language]}`,
      };
    }
    return {
      id: group.id,
      parentId: group.parentId,
      sortOrder: index + 1,
      showInMenu: !group.hidden,
      isTop: group.isTop ?? false,
      groupSorting: group.sorting ?? 'default',
      image: groupImage(group, images),
      silhouette: group.silhouette,
      texts,
      filterPropertyTypeIds: (group.filters ?? []).map((key) => PROP[key]),
      links: linksOf(group, images),
    };
  });
}
