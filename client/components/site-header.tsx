import type { SiteMenu } from '../../shared/types/menu.ts';
import type { AlternateLink } from '../../shared/types/page.ts';
import { deferredRegion } from '../deferred-region.tsx';
import { useSite } from '../site-context.tsx';
import { LocaleButton } from './locale-button.tsx';

// Hydrated once their code has loaded; header-regions.ts says why each can wait.
const regions = () => import('./header-regions.ts');
const CartLink = deferredRegion(() => regions().then((module) => module.CartLink));
const HeaderSearch = deferredRegion(() => regions().then((module) => module.HeaderSearch));
const LanguageSwitcher = deferredRegion(() => regions().then((module) => module.LanguageSwitcher));
const MainNavigation = deferredRegion(() => regions().then((module) => module.MainNavigation));
const MobileMenuLink = deferredRegion(() => regions().then((module) => module.MobileMenuLink));

/** The page's own path, from its alternate in the page language (absent on error pages). */
function currentPathOf(alternates: AlternateLink[], language: string): string | null {
  const own = alternates.find((link) => link.hreflang === language);
  return own ? new URL(own.href, 'http://localhost').pathname : null;
}

interface SiteHeaderProps {
  alternates: AlternateLink[];
  menu: SiteMenu;
  /** The search box's placeholder (general setting search_bar_placeholder); the dictionary's when empty. */
  searchPlaceholder?: string;
  compact?: boolean;
}

export function SiteHeader({ alternates, menu, searchPlaceholder, compact = false }: SiteHeaderProps) {
  const { t, href, config } = useSite();
  const currentPath = currentPathOf(alternates, config.language);

  return (
    <header className="header">
      <a className="skip-link" href="#main">{t('header.skipToContent')}</a>
      <div className="header__bar">
        {compact ? null : <MobileMenuLink currentPath={currentPath} />}
        <a className="header__brand" href={href('front')} aria-label={t('header.home', { brand: config.brandName })}>
          {config.brandName}
        </a>
        {compact ? null : <HeaderSearch placeholder={searchPlaceholder} />}
        {compact ? null : (
          <div className="header__actions">
            <LanguageSwitcher alternates={alternates} label={t('header.languages')} />
            <LocaleButton block="header" currencyTestId="locale-currency" />
            <CartLink />
          </div>
        )}
      </div>
      {compact ? null : <MainNavigation menu={menu} currentPath={currentPath} />}
    </header>
  );
}
