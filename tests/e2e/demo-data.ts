import { demoGeneralSettings } from '../../scripts/catalogue/demo/content/general-settings.ts';

/** The front page title the demo catalogue sets for a language (general setting frontpage_title). */
export function frontTitle(language: string): string {
  const setting = demoGeneralSettings().find((row) => row.key === 'frontpage_title' && row.language === language);
  if (!setting) throw new Error(`no frontpage_title for ${language}`);
  return setting.value;
}
