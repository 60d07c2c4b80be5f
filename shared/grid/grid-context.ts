import { convertAmount, currencyOf } from '../money.ts';
import { textMatchRank } from '../search/text-match.ts';
import type { GridContext } from '../types/grid.ts';
import type { GridSetup } from '../types/grid-page.ts';
import type { SiteConfig } from '../types/locale.ts';

/**
 * What the grid rules (filters, sort, facets) need of a page, the same on the
 * server's first page and in the browser: the visitor's currency converts
 * prices as the cards show them.
 */
export function gridContextOf(config: Pick<SiteConfig, 'language' | 'currencyCode' | 'currencyRate' | 'currencyFormat'>, setup: GridSetup, manufacturerNames?: Record<string, string>): GridContext {
  const currency = currencyOf(config);
  return {
    language: config.language,
    toShownPrice: (euro) => convertAmount(euro, currency),
    defaultSort: setup.defaultSort,
    subgroups: setup.subgroups,
    stores: setup.stores,
    propertyFilters: setup.propertyFilters,
    ...(manufacturerNames ? { manufacturerNames } : {}),
    // The search grid's list is named by its query (decision 033).
    ...(setup.list.source === 'Search' ? { textMatch: textMatchRank(setup.list.slug ?? '') } : {}),
  };
}
