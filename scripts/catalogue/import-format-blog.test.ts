import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fi from '../../locales/fi.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import ru from '../../locales/ru.json' with { type: 'json' };
import sv from '../../locales/sv.json' with { type: 'json' };
import { LANGUAGES } from '../../shared/languages.ts';
import { BLOG_ROUTE_SEGMENTS } from './import-format-blog.ts';

const DICTIONARIES = { fi, en, sv, de, fr, ru };

describe('the blog sections of the import format', () => {
  it.each(LANGUAGES)('refuse as a %s post slug exactly the blog and bloggers route segments of that language', (language) => {
    const segments = DICTIONARIES[language].routeSegments as Record<string, string>;
    expect(BLOG_ROUTE_SEGMENTS[language]).toEqual([segments.blog, segments.bloggers]);
  });
});
