import type { Language } from '../../shared/languages.ts';
import type { BannersResponse, KeywordSummary, ManufacturerSummary, ProductGroupNode } from '../../shared/types/catalogue.ts';
import { createResourceStore, type ResourceStore } from './resource-store.ts';

async function getJson<T>(path: string, language: Language): Promise<T> {
  const response = await fetch(`${path}?lang=${language}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json() as Promise<T>;
}

interface Stores {
  productGroups: ResourceStore<ProductGroupNode[]>;
  banners: ResourceStore<BannersResponse>;
  brands: ResourceStore<ManufacturerSummary[]>;
  keywords: ResourceStore<KeywordSummary[]>;
}

const byLanguage = new Map<Language, Stores>();

/**
 * The resource stores of core 4 for a language, one set per page load. Product
 * groups and keywords rethrow their failures (core 8); banners and brands only
 * mark FAILED.
 */
export function catalogueResources(language: Language): Stores {
  let stores = byLanguage.get(language);
  if (!stores) {
    stores = {
      productGroups: createResourceStore(async () => (await getJson<{ productGroups: ProductGroupNode[] }>('/api/product-groups/', language)).productGroups, { rethrow: true }),
      banners: createResourceStore(() => getJson<BannersResponse>('/api/banners/', language)),
      brands: createResourceStore(async () => (await getJson<{ brands: ManufacturerSummary[] }>('/api/brands/', language)).brands),
      keywords: createResourceStore(async () => (await getJson<{ keywords: KeywordSummary[] }>('/api/keyword-popups/', language)).keywords, { rethrow: true }),
    };
    byLanguage.set(language, stores);
  }
  return stores;
}
