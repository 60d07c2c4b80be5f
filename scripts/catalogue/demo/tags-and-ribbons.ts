import { t, type Texts } from './texts/localised.ts';

export const TAG = { recycled: 1, clubOffer: 2, new: 3, bestseller: 4, vegan: 5, finnishDesign: 6, pfcFree: 7 } as const;
export const RIBBON = { outlet: 1, clubPrice: 2, new: 3, minus30: 4, lastPieces: 5, limited: 6 } as const;

interface Badge { id: number; slug: string; bgColor: string; textColor: string; names: Texts }

export const TAGS: readonly (Badge & { campaignSlug: string | null })[] = [
  { id: TAG.recycled, slug: 'recycled', bgColor: '#2e5033', textColor: '#ffffff', campaignSlug: null,
    names: t('Kierrätetty', 'Recycled', 'Återvunnen', 'Recycelt', 'Recyclé', 'Переработано') },
  // The club-offers campaign page (/campaigns/club-offers) lists models with this tag.
  { id: TAG.clubOffer, slug: 'club-offer', bgColor: '#6a3d9e', textColor: '#ffffff', campaignSlug: 'club-offers',
    names: t('Klubitarjous', 'Club offer', 'Klubberbjudande', 'Clubangebot', 'Offre club', 'Предложение клуба') },
  { id: TAG.new, slug: 'new', bgColor: '#f2c12e', textColor: '#1d1e20', campaignSlug: null,
    names: t('Uutuus', 'New', 'Nyhet', 'Neu', 'Nouveau', 'Новинка') },
  { id: TAG.bestseller, slug: 'bestseller', bgColor: '#1f2a44', textColor: '#ffffff', campaignSlug: null,
    names: t('Myydyimpiä', 'Bestseller', 'Bästsäljare', 'Bestseller', 'Meilleure vente', 'Хит продаж') },
  { id: TAG.vegan, slug: 'vegan', bgColor: '#9cc43c', textColor: '#1d1e20', campaignSlug: null,
    names: t('Vegaaninen', 'Vegan', 'Vegansk', 'Vegan', 'Végan', 'Веган') },
  { id: TAG.finnishDesign, slug: 'finnish-design', bgColor: '#ffffff', textColor: '#1f3f8f', campaignSlug: null,
    names: t('Suomalaista designia', 'Finnish design', 'Finsk design', 'Finnisches Design', 'Design finlandais', 'Финский дизайн') },
  { id: TAG.pfcFree, slug: 'pfc-free', bgColor: '#1e5a66', textColor: '#ffffff', campaignSlug: null,
    names: t('PFC-vapaa', 'PFC-free', 'PFC-fri', 'PFC-frei', 'Sans PFC', 'Без PFC') },
];

export const RIBBONS: readonly Badge[] = [
  { id: RIBBON.outlet, slug: 'outlet', bgColor: '#1d1e20', textColor: '#ffffff', names: t('Outlet', 'Outlet', 'Outlet', 'Outlet', 'Outlet', 'Аутлет') },
  { id: RIBBON.clubPrice, slug: 'club-price', bgColor: '#6a3d9e', textColor: '#ffffff', names: t('Klubihinta', 'Club price', 'Klubbpris', 'Clubpreis', 'Prix club', 'Цена клуба') },
  { id: RIBBON.new, slug: 'new', bgColor: '#f2c12e', textColor: '#1d1e20', names: t('Uutuus', 'New', 'Nyhet', 'Neu', 'Nouveau', 'Новинка') },
  { id: RIBBON.minus30, slug: 'minus-30', bgColor: '#c4122f', textColor: '#ffffff', names: t('-30 %', '-30%', '-30 %', '-30 %', '-30 %', '-30%') },
  { id: RIBBON.lastPieces, slug: 'last-pieces', bgColor: '#e8632a', textColor: '#ffffff', names: t('Viimeiset kappaleet', 'Last few left', 'Sista exemplaren', 'Letzte Stücke', 'Dernières pièces', 'Последние штуки') },
  { id: RIBBON.limited, slug: 'limited-edition', bgColor: '#1e5a66', textColor: '#ffffff', names: t('Rajoitettu erä', 'Limited edition', 'Begränsad upplaga', 'Limitierte Auflage', 'Édition limitée', 'Ограниченная серия') },
];
