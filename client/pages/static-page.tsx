import type { StaticPageProps } from '../../shared/types/static-page.ts';
import { RichText } from '../components/rich-text.tsx';
import { useBookingScript } from '../hooks/use-booking-script.ts';
import { useHashScroll } from '../hooks/use-hash-scroll.ts';

/** A static page (core 2): title and sanitised content; the hash anchor is scrolled to, and #etifr brings its booking script. */
export default function StaticPage({ id, title, content, bookingScript }: StaticPageProps) {
  useHashScroll(String(id));
  useBookingScript(bookingScript);
  return (
    <article className="static-page">
      <h1 className="static-page__title">{title}</h1>
      <RichText html={content} />
    </article>
  );
}
