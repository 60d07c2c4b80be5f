/**
 * Intl formatters are slow to build (a locale lookup each time) and a grid
 * formats several numbers per card: one formatter per locale and options,
 * kept for the life of the isolate or page.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function pluralRulesFor(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

let shopCalendar: Intl.DateTimeFormat | undefined;

/**
 * cat 9: a date as DD.MM.YYYY in every language. A calendar day (YYYY-MM-DD)
 * is shown as it is; an instant on the shop's (Helsinki) calendar, so the
 * server and the browser agree. Text that is neither is shown as written.
 */
export function shopDate(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  shopCalendar ??= new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Helsinki' });
  const parts = Object.fromEntries(shopCalendar.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.day}.${parts.month}.${parts.year}`;
}
