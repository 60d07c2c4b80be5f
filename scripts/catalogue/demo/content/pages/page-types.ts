import type { CatalogueImportInput } from '../../../import-format.ts';

/** One static page as written in an import file (defaults may be left out). */
export type StaticPageInput = NonNullable<CatalogueImportInput['staticPages']>[number];
/** A page's six-language texts: slug (full path), title, content HTML and meta description. */
export type PageTexts = StaticPageInput['texts'];
/** One tab of a tabbed page, with its nested tabs. */
export type TabInput = NonNullable<StaticPageInput['tabs']>[number];
