/**
 * The header's parts that hydrate once their code has loaded (client/deferred-region.tsx), as one chunk:
 * - the menu link, the cart link and the language links are links, which work without script (the cart's
 *   count comes from local storage after hydration in any case: the server's markup shows 0);
 * - the desktop navigation's panels open on hover and focus by CSS until then (navigation.css);
 * - the search is a plain GET form; a focus on it before then is replayed by React and loads its suggestions.
 */
export { CartLink } from './cart-link.tsx';
export { HeaderSearch } from './header-search.tsx';
export { LanguageSwitcher } from './language-switcher.tsx';
export { MainNavigation } from './main-navigation.tsx';
export { MobileMenuLink } from './mobile-menu-link.tsx';
