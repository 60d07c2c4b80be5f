import type { Language } from '../../../../shared/languages.ts';
import type { SceneTheme } from '../image-jobs.ts';
import type { BloggerKey } from './bloggers.ts';
import type { CategoryKey } from './categories.ts';
import type { GuideKey } from './guide-keys.ts';

/** A post's texts in one language; the slug is made from the title. */
export interface PostText {
  title: string;
  excerpt: string;
  heroAlt: string;
  /** HTML: paragraphs, h2 with ids, lists and links in the shop (root-relative, no language prefix). */
  body: string;
}

/** What the models a post shows come from: a guide's draws (delivery-limits.ts), or the first models of groups. */
export type PostModels = { guide: GuideKey } | { groups: number[]; count: number } | null;

export interface DemoPost {
  id: number;
  /** The hero image's name, and for guides the key models are drawn for. */
  key: string;
  category: CategoryKey;
  blogger: BloggerKey;
  published: string;
  updated?: string;
  theme: SceneTheme;
  models: PostModels;
  /** The languages the post is written in. */
  texts: Partial<Record<Language, PostText>>;
}
