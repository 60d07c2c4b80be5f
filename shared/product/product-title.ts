const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The product's title with its brand (cat 2 "title with brand"): the brand
 * first, unless the operator's name already names it as a word anywhere
 * ("Montevetta Jokka GTX" stays as it is, and so does the Russian "Беговые
 * лыжи Hankikanto Koli", rather than repeating the brand).
 */
export function productTitle(manufacturer: string, name: string): string {
  const brand = manufacturer.trim();
  if (!brand) return name;
  const named = new RegExp(`(^|[\\s\\p{P}])${escapeRegExp(brand)}($|[\\s\\p{P}])`, 'iu').test(name);
  return named ? name : `${brand} ${name}`;
}

/** An ISO date (YYYY-MM-DD) as DD.MM.YYYY (cat 9 dates); other text is shown as the operator wrote it. */
export function displayDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}
