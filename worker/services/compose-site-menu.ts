import type { Language } from '../../shared/languages.ts';
import type { Translate } from '../../shared/i18n.ts';
import type { ProductGroupNode, StoreResource } from '../../shared/types/catalogue.ts';
import type { MenuLink, MenuSection, SiteMenu } from '../../shared/types/menu.ts';
import type { NavPageKey } from '../../shared/navigation-keys.ts';

interface SiteMenuInput {
  language: Language;
  t: Translate;
  /** Localised href of a route id (locale prefix included). */
  href: (routeId: string, params?: Record<string, string>) => string;
  /** A local path (e.g. '/sukset/') with the locale prefix the strategy needs. */
  localHref: (path: string) => string;
  groups: ProductGroupNode[];
  navPages: Partial<Record<string, { slug: string; title: string }>>;
  stores: StoreResource[];
  /** Blog categories that take a Life outdoors item over from the static page with the key (decision 034), by nav key. */
  blogCategories?: Partial<Record<string, { name: string; path: string }>>;
  /** General setting rental_enabled (core 3): off, the rental link is not shown (its page answers 404). */
  rentalEnabled: boolean;
}

/** core 2 Customer service: returns are listed for these languages only. */
const RETURNS_LANGUAGES: readonly Language[] = ['fi', 'sv', 'en', 'de', 'fr'];
const CORPORATE_KEYS: NavPageKey[] = ['corporate-sales', 'corporate-gift-cards', 'corporate-staff-benefits', 'corporate-gifts', 'corporate-events', 'corporate-rental', 'corporate-contact'];

/**
 * The fixed navigation tree of core 2 with per-language labels. Items that
 * point at a static page appear only when a page carries that nav key, and
 * sections left empty are dropped.
 */
export function composeSiteMenu(input: SiteMenuInput): SiteMenu {
  const { language, t, href, localHref, navPages } = input;
  const fi = language === 'fi';
  const page = (key: NavPageKey): MenuLink[] => {
    const found = navPages[key];
    return found ? [{ label: found.title, href: localHref(`/${found.slug}/`) }] : [];
  };
  const lifeOutdoors = (key: NavPageKey): MenuLink[] => {
    const category = input.blogCategories?.[key];
    return category ? [{ label: category.name, href: localHref(category.path) }] : page(key);
  };

  const products: MenuLink[] = [
    ...input.groups.filter((group) => group.showInMenu)
      .map((group) => ({ label: group.name, href: localHref(group.path), groupId: group.id, image: group.image })),
    { label: t('menu.brands'), href: href('manufacturers') },
  ];
  const stores: MenuLink[] = input.stores.filter((store) => store.type === 'retail')
    .map((store) => ({ label: store.name.split(/\s+/)[0], href: href('store', { store: store.slug }) }));

  const sections: MenuSection[] = [
    { id: 'products', label: t('menu.products'), links: products },
    {
      id: 'circularEconomy', label: t('menu.circularEconomy'),
      links: fi ? [
        { label: t('menu.secondHand'), href: href('secondHand') },
        ...(input.rentalEnabled ? [{ label: t('menu.rental'), href: href('rental') }] : []),
        ...page('repair-service'), ...page('sustainability'),
      ] : [],
    },
    { id: 'stores', label: t('menu.stores'), links: stores },
    {
      id: 'customerService', label: t('menu.customerService'),
      links: [
        ...page('payment-methods'), ...page('delivery'),
        ...(RETURNS_LANGUAGES.includes(language) ? page('returns') : []),
        { label: t('menu.complaints'), href: href('reclamation') },
        ...(fi ? [...page('member-discounts'), ...page('terms')] : []),
      ],
    },
    { id: 'corporate', label: t('menu.corporate'), links: fi ? CORPORATE_KEYS.flatMap(page) : [] },
    {
      id: 'lifeOutdoors', label: t('menu.lifeOutdoors'),
      links: [
        // "guides, product tests and events (fi)": the guides and tests exist in every language, the events are Finnish.
        // A blog category with the key takes the item (decision 034); a static page with it otherwise.
        ...lifeOutdoors('guides'), ...lifeOutdoors('product-tests'), ...(fi ? lifeOutdoors('events') : []),
        { label: t('menu.blogs'), href: href('lifeOutdoorsBlog') },
        { label: t('menu.clubOffers'), href: href('campaignsClubOffers') },
        // A guest is asked to join (registration has the club choice); a logged-in visitor gets the account area, swapped in the browser.
        { label: t('menu.joinClub'), href: href('accountsRegister'), loggedIn: { label: t('menu.myAccount'), href: href('accounts') } },
      ],
    },
  ];
  return { sections: sections.filter((section) => section.links.length > 0) };
}
