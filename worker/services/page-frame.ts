import type { PageFrame } from '../../shared/types/page.ts';
import { getGeneralSettings } from '../data/general-settings.ts';
import type { PageScope } from './page-scope.ts';
import { loadSiteMenu } from './site-menu.ts';

/**
 * The resources every page needs (core 3): navigation, feature flags and the search box's placeholder.
 * Throws when they cannot be read; the page handler answers with the fatal
 * screen 'Failed to fetch resources, try again later.' (core 8).
 */
export async function loadPageFrame(scope: PageScope): Promise<PageFrame> {
  const [menu, settings] = await Promise.all([loadSiteMenu(scope), getGeneralSettings(scope.source, scope.language)]);
  return { menu, featureFlags: settings.featureFlags, searchPlaceholder: settings.searchBarPlaceholder, tagManagerId: settings.tagManagerId };
}
