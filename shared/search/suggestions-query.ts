import * as v from 'valibot';
import { LANGUAGE_MESSAGE, LANGUAGES } from '../languages.ts';
import { idValue } from '../query-fields.ts';

/**
 * The query of `GET /api/search/suggestions/` (issue 18): `q` is any text
 * at all (normalised and cut by the service, never refused), `lang` one of
 * the shop's languages (the request's language when left out), `tax_area`
 * whose prices to show (the language's default country's when left out).
 */
export const searchSuggestionsQuery = v.object({
  q: v.optional(v.string(), ''),
  lang: v.optional(v.picklist(LANGUAGES, LANGUAGE_MESSAGE)),
  tax_area: v.optional(idValue('Must be a tax area id.')),
});
