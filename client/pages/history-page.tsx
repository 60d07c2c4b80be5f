import type { CompanyFigure, HistoryPageProps } from '../../shared/types/area-pages.ts';
import { RichText } from '../components/rich-text.tsx';
import { pluralText } from '../components/plural-text.ts';
import { useBookingScript } from '../hooks/use-booking-script.ts';
import { useSite } from '../site-context.tsx';

/** One figure as a sentence part: "over 50" / "7" with its noun in the right plural form. */
function FigureItem({ figure }: { figure: CompanyFigure }) {
  const { t, config } = useSite();
  const number = new Intl.NumberFormat(config.language).format(figure.value);
  const amount = figure.over ? t('historyPage.over', { number }) : number;
  return (
    <li className="history__figure">
      <span className="history__figure-value">{amount}</span>
      {' '}<span className="history__figure-label">{pluralText(t, `historyPage.figures.${figure.kind}`, figure.value, config.language, { count: figure.value })}</span>
    </li>
  );
}

/** /history/: the company story (the static page at this path) and its figures counted from the data (cat 9). */
export default function HistoryPage({ title, content, figures, bookingScript }: HistoryPageProps) {
  const { t, config } = useSite();
  useBookingScript(bookingScript);
  return (
    <article className="static-page history">
      <h1 className="static-page__title">{title}</h1>
      {figures.length > 0 ? (
        <section className="history__figures" aria-labelledby="history-figures">
          <h2 id="history-figures" className="visually-hidden">{t('historyPage.figuresTitle', { brand: config.brandName })}</h2>
          <ul>{figures.map((figure) => <FigureItem key={figure.kind} figure={figure} />)}</ul>
        </section>
      ) : null}
      {content ? <RichText html={content} /> : <p>{t('historyPage.intro', { brand: config.brandName })}</p>}
    </article>
  );
}
