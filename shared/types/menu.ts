/**
 * The fixed navigation tree of core 2 as the header and the /menu/ page show
 * it: built per request language on the worker, carried in every page payload.
 * Hrefs already carry the locale prefix.
 */
export type MenuSectionId = 'products' | 'circularEconomy' | 'stores' | 'customerService' | 'corporate' | 'lifeOutdoors';

export interface MenuLink {
  label: string;
  href: string;
  /** Group links: the group's id, to find its children in the product-group tree. */
  groupId?: number;
  image?: string;
  /**
   * What a logged-in visitor sees instead (core 2: "account or 'Join the
   * club' depending on login"). The HTML is the guest's; the browser swaps
   * the link once auth knows the customer.
   */
  loggedIn?: { label: string; href: string };
}

export interface MenuSection {
  id: MenuSectionId;
  label: string;
  links: MenuLink[];
}

export interface SiteMenu {
  sections: MenuSection[];
}
