import type { Context } from 'hono';
import type { PageFrame } from '../../shared/types/page.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { getGeneralSettings } from '../data/general-settings.ts';
import type { AppEnv } from '../hono-env.ts';
import { loadSiteMenu } from './site-menu.ts';

/**
 * The resources every page needs (core 3): navigation and feature flags.
 * Throws when they cannot be read; the page handler answers with the fatal
 * screen 'Failed to fetch resources, try again later.' (core 8).
 */
export async function loadPageFrame(c: Context<AppEnv>): Promise<PageFrame> {
  const [menu, settings] = await Promise.all([loadSiteMenu(c), getGeneralSettings(catalogueOf(c), c.get('language'))]);
  return { menu, featureFlags: settings.featureFlags };
}
