import type { StaticPageProps } from '../../shared/types/static-page.ts';
import { RichText } from '../components/rich-text.tsx';
import { useHashScroll } from '../hooks/use-hash-scroll.ts';

/** A static page (core 2): title and sanitised content; the hash anchor is scrolled to. */
export default function StaticPage({ id, title, content }: StaticPageProps) {
  useHashScroll(String(id));
  return (
    <article className="static-page">
      <h1 className="static-page__title">{title}</h1>
      <RichText html={content} />
    </article>
  );
}
