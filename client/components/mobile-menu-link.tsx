import { useSite } from '../site-context.tsx';

/** Below 900 px (core 9) the header leads to the /menu/ page instead of showing the panels. */
export function MobileMenuLink({ currentPath }: { currentPath: string | null }) {
  const { t, href } = useSite();
  const target = href('menu');
  return (
    <a className="header__menu" href={target} aria-current={target === currentPath ? 'page' : undefined}>
      <MenuIcon />
      <span className="header__menu-label">{t('menu.openMenu')}</span>
    </a>
  );
}

/** The menu link's icon, decorative: the label beside it names the link. Here, not in icons.tsx, which the header does not load (issue 19). */
function MenuIcon() {
  return (
    <svg className="icon" aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
      <path d="M4 6.5h16M4 12h16M4 17.5h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
