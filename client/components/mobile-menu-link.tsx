import { useSite } from '../site-context.tsx';
import { MenuIcon } from './icons.tsx';

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
