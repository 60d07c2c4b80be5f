import { useSite } from '../../site-context.tsx';

/**
 * Previous and next page of a staff list (issue 16 items 3 and 5), with
 * where the list is; the page number lives in the URL's query with the
 * filters, so a page of a filtered list can be bookmarked.
 */
export function DeskPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useSite();
  if (pages <= 1) return null;
  return (
    <nav className="desk-pager" aria-label={t('desk.pager.label')}>
      <button className="button button--secondary desk-pager__button" type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('desk.pager.previous')}</button>
      <span className="desk-pager__position" aria-live="polite">{t('desk.pager.position', { page, pages })}</span>
      <button className="button button--secondary desk-pager__button" type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('desk.pager.next')}</button>
    </nav>
  );
}
