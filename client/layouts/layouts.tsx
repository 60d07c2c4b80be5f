import type { ReactNode } from 'react';
import type { LayoutId } from '../../shared/route-table.ts';
import type { SiteMenu } from '../../shared/types/menu.ts';
import type { AlternateLink } from '../../shared/types/page.ts';
import { SiteHeader } from '../components/site-header.tsx';
import { SiteMenuContext } from '../components/site-menu-context.tsx';
import { Toasts } from '../components/toasts.tsx';
import { deferredRegion } from '../deferred-region.tsx';

// Below the fold, links only: hydrated once its code has loaded (deferred-region.tsx). The <footer> element
// itself is hydrated with the page: the consent banner adds its settings button to it (consent-banner.tsx).
const FooterContent = deferredRegion(() => import('../components/site-footer.tsx').then((module) => module.FooterContent));

interface LayoutProps {
  alternates: AlternateLink[];
  menu: SiteMenu;
  /** The header search box's placeholder from general settings (core 3). */
  searchPlaceholder?: string;
  children: ReactNode;
}

/**
 * Header, page, footer: the shop's usual frame. Each layout provides the site
 * menu to its page, for the /menu/ page's sections. Every main can take focus
 * (tabindex -1) from the skip link and after a client navigation (WCAG 2.4.1).
 */
function DefaultLayout({ alternates, menu, searchPlaceholder, children }: LayoutProps) {
  return (
    <SiteMenuContext.Provider value={menu}>
      <SiteHeader alternates={alternates} menu={menu} searchPlaceholder={searchPlaceholder} />
      <main id="main" className="main" tabIndex={-1}>{children}</main>
      <footer className="footer"><FooterContent alternates={alternates} /></footer>
      <Toasts />
    </SiteMenuContext.Provider>
  );
}

/** Error pages keep the visitor oriented with the full header but no footer. */
function ErrorLayout({ alternates, menu, searchPlaceholder, children }: LayoutProps) {
  return (
    <SiteMenuContext.Provider value={menu}>
      <SiteHeader alternates={alternates} menu={menu} searchPlaceholder={searchPlaceholder} />
      <main id="main" className="main main--error" tabIndex={-1}>{children}</main>
    </SiteMenuContext.Provider>
  );
}

/**
 * Rental booking (rentle, core 2): a minimal frame for the booking partner's
 * widget, the brand link home and the skip link only; no menu or footer chrome
 * competes with the booking flow.
 */
function RentleLayout({ alternates, menu, children }: LayoutProps) {
  return (
    <SiteMenuContext.Provider value={menu}>
      <SiteHeader alternates={alternates} menu={menu} compact />
      <main id="main" className="main main--wide" tabIndex={-1}>{children}</main>
    </SiteMenuContext.Provider>
  );
}

export const LAYOUTS: Record<LayoutId, (props: LayoutProps) => ReactNode> = {
  default: DefaultLayout,
  error: ErrorLayout,
  rentle: RentleLayout,
};
