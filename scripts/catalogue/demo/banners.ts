import { LANGUAGES } from '../../../shared/languages.ts';
import { groupUrl } from './groups.ts';
import type { ImageRegistry, SceneTheme } from './image-jobs.ts';
import { mapTexts, t, type Texts } from './texts/localised.ts';
import { DYNAMIC_TITLES, EXPLORE, HERO_TEXTS, TEXT_BANNERS, type HeroText } from './texts/banner-texts.ts';
import type { DemoBanner } from './types.ts';

// Fixed app routes, per language as in locales/*.json routeSegments (no locale prefix: the app adds it).
const RETURNS_URL = t('/palautukset/', '/returns/', '/returer/', '/ruecksendungen/', '/retours/', '/vozvrat/');
const CLUB_OFFERS_URL = t('/kampanjat/klubitarjoukset/', '/campaigns/club-offers/', '/kampanjer/klubberbjudanden/', '/aktionen/clubangebote/', '/promotions/offres-club/', '/aktsii/predlozheniya-kluba/');
const NONE = mapTexts(() => '');

type BannerTexts = DemoBanner['texts'];
function bannerTexts(title: Texts, heading: Texts, subText: Texts, url: Texts, buttonText: Texts): BannerTexts {
  return Object.fromEntries(LANGUAGES.map((l) => [l, { title: title[l], heading: heading[l], subText: subText[l], url: url[l], buttonText: buttonText[l] }])) as BannerTexts;
}

const HEROES: [keyof typeof HERO_TEXTS, number, SceneTheme][] = [
  ['skis', 11, 'snowy-slope'], ['shells', 41, 'alpine-peaks'], ['down', 42, 'night-sky'], ['camping', 5, 'forest-lake'], ['outlet', 8, 'autumn-fell'],
];
const DYNAMIC: [keyof typeof DYNAMIC_TITLES, number, SceneTheme][] = [['tents', 73, 'coast'], ['classic', 31, 'snowy-slope'], ['boots', 60, 'autumn-fell']];

/**
 * Front-page hero banners linking to group pages (each language's own group
 * path), three text banners (delivery, returns, club) and dynamic-page
 * banners shown on a group's page.
 */
export function buildBanners(images: ImageRegistry): DemoBanner[] {
  const banners: DemoBanner[] = [];
  HEROES.forEach(([key, groupId, theme], i) => {
    const text: HeroText = HERO_TEXTS[key];
    banners.push({
      id: banners.length + 1, kind: 'image', position: i + 1, cropPoint: 'center',
      image: images.banner(`hero-${key}`, theme, text.title.en),
      // The ski season hero runs for the winter only.
      startsAt: key === 'skis' ? '2026-10-01' : null, endsAt: key === 'skis' ? '2027-03-31' : null,
      texts: bannerTexts(text.title, text.heading, text.subText, groupUrl(groupId), text.buttonText),
    });
  });
  banners.push(
    { id: banners.length + 1, kind: 'text', position: 10, cropPoint: 'center', texts: bannerTexts(TEXT_BANNERS.delivery.title, NONE, TEXT_BANNERS.delivery.subText, NONE, NONE) },
    { id: banners.length + 2, kind: 'text', position: 11, cropPoint: 'center', texts: bannerTexts(TEXT_BANNERS.returns.title, NONE, TEXT_BANNERS.returns.subText, RETURNS_URL, TEXT_BANNERS.returns.buttonText) },
    { id: banners.length + 3, kind: 'text', position: 12, cropPoint: 'center', texts: bannerTexts(TEXT_BANNERS.club.title, NONE, TEXT_BANNERS.club.subText, CLUB_OFFERS_URL, TEXT_BANNERS.club.buttonText) },
  );
  DYNAMIC.forEach(([key, groupId, theme], i) => {
    banners.push({
      id: banners.length + 1, kind: 'dynamic_page', position: 20 + i, cropPoint: 'center', groupId,
      image: images.banner(`group-${key}`, theme, DYNAMIC_TITLES[key].en),
      texts: bannerTexts(DYNAMIC_TITLES[key], NONE, NONE, groupUrl(groupId), EXPLORE),
    });
  });
  return banners;
}
