import { Hono } from 'hono';
import { LANGUAGE_DEFAULTS } from '../../shared/languages.ts';
import { searchSuggestionsQuery } from '../../shared/search/suggestions-query.ts';
import type { SearchSuggestions } from '../../shared/search/types.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { getLocaleReference } from '../data/locale-catalogue.ts';
import { badQuery } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { INVALID_QUERY, validate } from '../middleware/validate.ts';
import { searchSuggestions } from '../services/search/suggestions.ts';

/**
 * GET /api/search/suggestions/?q&lang[&tax_area] (issue 18 item 1, decision
 * 032): what the header box offers while a shopper types. Any text in `q`
 * is a query (200, even an empty list); the answer depends only on the query
 * and the catalogue, so browsers and the edge may keep it a minute.
 */
export const searchApi = new Hono<AppEnv>();

searchApi.get('/search/suggestions/', validate('query', searchSuggestionsQuery, INVALID_QUERY), async (c) => {
  const query = c.req.valid('query');
  const language = query.lang ?? c.get('language');
  const reference = await getLocaleReference(c.env.DB);
  const taxAreaId = query.tax_area ?? reference.countries.get(LANGUAGE_DEFAULTS[language].country)?.taxAreaId;
  if (taxAreaId === undefined || !reference.taxAreaIds.has(taxAreaId)) throw badQuery('tax_area', 'Unknown tax area.');
  const answer = await searchSuggestions(catalogueOf(c), { language, taxAreaId, query: query.q });
  c.header('Cache-Control', 'public, max-age=60');
  return c.json<SearchSuggestions>(answer);
});
