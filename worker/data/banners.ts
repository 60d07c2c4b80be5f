import type { Language } from '../../shared/languages.ts';
import { stripOwnOrigin } from '../../shared/own-origin.ts';
import type { Banner, BannersResponse, DynamicPageBanner } from '../../shared/types/catalogue.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';

interface BannerRow {
  id: number; kind: 'image' | 'dynamic_page' | 'text'; image: string; crop_point: string; group_id: number | null;
  starts_at: string | null; ends_at: string | null;
  title: string; heading: string; sub_text: string; url: string; button_text: string;
}

async function loadBannerRows(source: CatalogueSource, language: Language): Promise<BannerRow[]> {
  const { results } = await source.db.prepare(`SELECT b.id, b.kind, b.image, b.crop_point, b.group_id, b.starts_at, b.ends_at,
      t.title, t.heading, t.sub_text, t.url, t.button_text
    FROM banners b JOIN banner_texts t ON t.banner_id = b.id AND t.language = ?1
    ORDER BY b.position, b.id`).bind(language).all<BannerRow>();
  return results;
}

/**
 * core 3 banners in the language, those running at `now` only (the cached
 * list holds every banner, so a campaign starts on time without a cache bump).
 */
export async function getBanners(source: CatalogueSource, language: Language, hosts: readonly string[], now = new Date()): Promise<BannersResponse> {
  const rows = await readThrough(source, `banners:${language}`, () => loadBannerRows(source, language));
  const time = now.toISOString();
  const running = rows.filter((row) => (!row.starts_at || row.starts_at <= time) && (!row.ends_at || row.ends_at > time));
  const banner = (row: BannerRow): Banner => ({
    id: row.id, title: row.title, image: row.image, heading: row.heading, subText: row.sub_text,
    url: stripOwnOrigin(row.url, hosts), buttonText: row.button_text, cropPoint: row.crop_point,
  });
  return {
    imageBanners: running.filter((row) => row.kind === 'image').map(banner),
    dynamicPageBanners: running.filter((row) => row.kind === 'dynamic_page').map((row): DynamicPageBanner => ({ ...banner(row), groupId: row.group_id! })),
    textBanners: running.filter((row) => row.kind === 'text').map(banner),
  };
}
