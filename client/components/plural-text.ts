import { pluralRulesFor } from '../../shared/intl-formats.ts';
import type { Translate } from '../../shared/i18n.ts';

/**
 * A count-dependent text: `{base}.{plural category}` in the language's plural
 * rules (Russian has one/few/many), falling back to `{base}.other`. Its own
 * module: the product page's stars need it without the grid's star cards.
 */
export function pluralText(t: Translate, base: string, count: number, locale: string, params: Record<string, string | number>): string {
  const key = `${base}.${pluralRulesFor(locale).select(count)}`;
  const text = t(key, params);
  return text === key ? t(`${base}.other`, params) : text;
}
