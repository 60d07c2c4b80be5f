/** The flag emoji of a two-letter country code ('fi' → 🇫🇮); empty for anything else. */
export function flagEmoji(countryCode: string): string {
  if (!/^[a-z]{2}$/i.test(countryCode)) return '';
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
}
