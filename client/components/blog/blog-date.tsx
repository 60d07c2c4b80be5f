import { shopDate } from '../../../shared/intl-formats.ts';

/** A post's date as DD.MM.YYYY (cat 9), machine-readable for search engines and assistive tools. */
export function BlogDate({ date }: { date: string }) {
  return <time dateTime={date}>{shopDate(date)}</time>;
}
