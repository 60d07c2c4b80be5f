import type { CatalogueImportInput } from '../../import-format.ts';
import { demoGeneralSettings } from './general-settings.ts';
import { demoKeywordPopups } from './keyword-popups.ts';
import { demoStaticPages } from './static-pages.ts';

/** The demo shop's editorial content: static pages, keyword popups and general settings, ready to merge into an import document. */
export function demoContent(): Pick<CatalogueImportInput, 'staticPages' | 'keywordPopups' | 'generalSettings'> {
  return {
    staticPages: demoStaticPages(),
    keywordPopups: demoKeywordPopups(),
    generalSettings: demoGeneralSettings(),
  };
}
