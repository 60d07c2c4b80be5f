import { LANGUAGES, type Language } from '../../../../../shared/languages.ts';
import type { TabInput } from './page-types.ts';
import { GUIDE_SLUGS, type GuideKey } from './paths.ts';

export interface GuideText { title: string; content: string }

/** A tab of the guides page: its slug comes from GUIDE_SLUGS, so links built by linksFor().guide() always reach it. */
export function guideTab(id: number, key: GuideKey, texts: Record<Language, GuideText>, tabs: TabInput[] = []): TabInput {
  return {
    id,
    texts: Object.fromEntries(LANGUAGES.map((language) => [language, { slug: GUIDE_SLUGS[key][language], ...texts[language] }])),
    tabs,
  };
}
