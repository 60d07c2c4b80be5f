import type { StaticIndexPageProps } from '../../shared/types/area-pages.ts';
import { useSite } from '../site-context.tsx';

/** /static/ (every information page) and /static-with-tabs/ (the pages with tabs, with their tabs): indexes by title. */
export default function StaticIndexPage({ kind, pages }: StaticIndexPageProps) {
  const { t, href, localHref } = useSite();
  return (
    <div className="static-index">
      <h1 className="page-heading">{t(`staticIndex.${kind}Title`)}</h1>
      <p className="listing__intro">{t(`staticIndex.${kind}Intro`)}</p>
      {pages.length > 0 ? (
        <ul className="static-index__pages">
          {pages.map((page) => (
            <li key={page.path}>
              <a href={localHref(page.path)}>{page.title}</a>
              {page.tabs.length > 0 ? (
                <ul className="static-index__tabs">
                  {page.tabs.map((tab) => <li key={tab.path}><a href={localHref(tab.path)}>{tab.title}</a></li>)}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : <p>{t('staticIndex.none')}</p>}
      <p><a href={href(kind === 'pages' ? 'staticWithTabs' : 'static')}>{t(kind === 'pages' ? 'staticIndex.toTabbed' : 'staticIndex.toPages')}</a></p>
    </div>
  );
}
