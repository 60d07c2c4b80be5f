import { type FormEvent } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../shared/search/query.ts';
import { useNavigation } from '../../navigation/navigation-context.tsx';
import { useSite } from '../../site-context.tsx';

/**
 * The search page's own form: a GET to /search/ that works without
 * JavaScript, a client navigation with it. `key` it by the query so a new
 * search starts from what was searched.
 */
export function SearchPageForm({ query }: { query: string }) {
  const { t, href } = useSite();
  const { navigate } = useNavigation();
  const action = href('search');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    navigate(`${action}?q=${encodeURIComponent(typeof typed === 'string' ? typed.trim() : '')}`);
  };
  return (
    <form role="search" aria-label={t('search.formLabel')} className="search-page__form" action={action} method="get" onSubmit={onSubmit}>
      <label htmlFor="search-page-query">{t('search.queryLabel')}</label>
      <div className="search-page__field">
        <input id="search-page-query" type="search" name="q" defaultValue={query} maxLength={SEARCH_QUERY_MAX_LENGTH} autoComplete="off" />
        <button type="submit" className="button">{t('search.submit')}</button>
      </div>
    </form>
  );
}
