import { LANGUAGE_ENDONYMS, isLanguage } from '../../shared/languages.ts';
import type { AlternateLink } from '../../shared/types/page.ts';
import { useSite } from '../site-context.tsx';

/** Links to this page in the other languages; a language change is a full page load. */
export function LanguageSwitcher({ alternates, label }: { alternates: AlternateLink[]; label: string }) {
  const { config } = useSite();
  const links = alternates.filter((link) => isLanguage(link.hreflang));
  return (
    <nav className="language-switcher" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.hreflang}>
            <a
              href={link.href}
              hrefLang={link.hreflang}
              lang={link.hreflang}
              data-full-reload=""
              aria-current={link.hreflang === config.language ? 'true' : undefined}
            >
              {isLanguage(link.hreflang) ? LANGUAGE_ENDONYMS[link.hreflang] : link.hreflang}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
