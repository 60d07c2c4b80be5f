import type { StaticPageTab } from '../../shared/types/catalogue.ts';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import type { TabbedPageProps } from '../../shared/types/static-page.ts';
import { RichText } from '../components/rich-text.tsx';
import { useHashScroll } from '../hooks/use-hash-scroll.ts';
import { useSite } from '../site-context.tsx';

function TabList({ label, tabs, selected, hrefOf, modifier }: {
  label: string; tabs: StaticPageTab[]; selected: string | null; hrefOf: (tab: StaticPageTab) => string; modifier: string;
}) {
  return (
    <nav className={`page-tabs page-tabs--${modifier}`} aria-label={label}>
      <ul className="page-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.slug}>
            <a className="page-tabs__link" href={hrefOf(tab)} aria-current={tab.slug === selected ? 'page' : undefined}>{tab.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A static page with tabs (core 2): /{slug}/{tab}/{nestedTab}/ with tab and
 * nested-tab navigation; the hash target is scrolled to smoothly once present.
 */
export default function TabbedPage({ title, basePath, tabs, selectedTab, selectedNestedTab }: TabbedPageProps) {
  const { t, config } = useSite();
  const tab = tabs.find((candidate) => candidate.slug === selectedTab) ?? tabs[0];
  const nested = tab.tabs.find((candidate) => candidate.slug === selectedNestedTab) ?? null;
  const local = (path: string) => withLocalePrefix(path, config.language, config.strategy);
  useHashScroll(`${tab.slug}/${nested?.slug ?? ''}`);

  return (
    <article className="tabbed-page">
      <h1 className="static-page__title">{title}</h1>
      <TabList label={t('staticPage.tabs')} tabs={tabs} selected={tab.slug} modifier="main"
        hrefOf={(candidate) => local(`${basePath}${candidate.slug}/`)} />
      <section className="tabbed-page__panel" aria-labelledby="tab-heading">
        <h2 id="tab-heading" className="tabbed-page__heading">{nested ? nested.title : tab.title}</h2>
        {tab.tabs.length > 0 ? (
          <TabList label={t('staticPage.subTabs', { tab: tab.title })} tabs={tab.tabs} selected={nested?.slug ?? null} modifier="nested"
            hrefOf={(candidate) => local(`${basePath}${tab.slug}/${candidate.slug}/`)} />
        ) : null}
        <RichText html={nested ? nested.content : tab.content} />
      </section>
    </article>
  );
}
