import type { ProductGroupNode } from '../../shared/types/catalogue.ts';
import type { MenuPageProps } from '../../shared/types/menu-page.ts';
import { ChevronIcon } from '../components/icons.tsx';
import { LocaleButton } from '../components/locale-button.tsx';
import { MenuGroupList, type MenuEntry } from '../components/menu-group-list.tsx';
import { groupHref, menuChildren, withChildrenFirst } from '../components/menu-groups.ts';
import { MenuSections } from '../components/menu-sections.tsx';
import { useSiteMenu } from '../components/site-menu-context.tsx';
import { useSwipeBack } from '../hooks/use-swipe-back.ts';
import { useNavigation } from '../navigation/navigation-context.tsx';
import { useSeedProductGroups } from '../hooks/use-product-groups.ts';
import { useSite } from '../site-context.tsx';

/**
 * The three-level category menu of core 2: top-level groups and the other menu
 * sections (level 1), a group's children (level 2, `?{top}`) and a child's
 * children (level 3, `?{top}={child}`). Every level is its own URL, so back,
 * reload and links without JavaScript all work; a left swipe goes up a level.
 */
export default function MenuPage({ groups, selectedTop, selectedChild }: MenuPageProps) {
  const { t, href, config } = useSite();
  const { navigate } = useNavigation();
  const menu = useSiteMenu();

  // The page already carries the whole tree: the header's Products panel needs no request of its own.
  useSeedProductGroups(config.language, groups);

  const base = href('menu');
  const levelHref = (top: string, child?: string) => `${base}?${encodeURIComponent(top)}${child ? `=${encodeURIComponent(child)}` : ''}`;
  const top = groups.find((group) => group.slug === selectedTop) ?? null;
  const child = top?.children.find((group) => group.slug === selectedChild) ?? null;
  const parentHref = top && child ? levelHref(top.slug) : top ? `${base}?back` : null;
  const swipe = useSwipeBack(parentHref ? () => navigate(parentHref) : null);

  const entry = (group: ProductGroupNode, next: string | null): MenuEntry => ({
    key: String(group.id),
    label: group.name,
    image: group.image || undefined,
    href: next ?? groupHref(group.path, config),
    opensLevel: next !== null,
  });
  const allIn = (group: ProductGroupNode): MenuEntry => ({
    key: 'all', label: t('menu.allIn', { group: group.name }), href: groupHref(group.path, config), emphasis: true,
  });
  const opens = (group: ProductGroupNode, href: string) => (menuChildren(group).length > 0 ? href : null);

  let entries: MenuEntry[];
  if (top && child) {
    entries = [allIn(child), ...menuChildren(child).map((group) => entry(group, null))];
  } else if (top) {
    entries = [allIn(top), ...withChildrenFirst(menuChildren(top)).map((group) => entry(group, opens(group, levelHref(top.slug, group.slug))))];
  } else {
    entries = [
      ...groups.filter((group) => group.showInMenu).map((group) => entry(group, opens(group, levelHref(group.slug)))),
      { key: 'brands', label: t('menu.brands'), href: href('manufacturers'), emphasis: true },
    ];
  }

  return (
    <div className="menu-page" {...swipe}>
      {parentHref ? (
        <p className="menu-page__back-row">
          <a className="menu-page__back" href={parentHref}>
            <ChevronIcon direction="left" />
            {t('menu.backTo', { name: child && top ? top.name : t('menu.title') })}
          </a>
        </p>
      ) : null}
      <div className="menu-page__head">
        <h1 className="menu-page__title">{child?.name ?? top?.name ?? t('menu.title')}</h1>
        <LocaleButton block="menu-page" />
      </div>
      <nav className="menu-page__nav" aria-label={t('menu.title')}>
        <MenuGroupList entries={entries} />
        {top ? null : (
          <>
            <hr className="menu-page__separator" />
            <MenuSections sections={menu.sections.filter((section) => section.id !== 'products')} />
          </>
        )}
      </nav>
      {parentHref ? <p className="menu-page__hint">{t('menu.swipeHint')}</p> : null}
    </div>
  );
}
