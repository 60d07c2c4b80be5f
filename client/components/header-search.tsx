import { useRef, useState, type ComponentType } from 'react';
import { useSite } from '../site-context.tsx';
import type { ComboboxAria, SearchSuggestionsProps } from './search/search-suggestions.tsx';

/**
 * The header's search box on every page (issue 18): a plain GET form to
 * /search/ that works without JavaScript. Its suggestions (an ARIA 1.2
 * combobox) are a chunk of their own, loaded on the first focus or typing,
 * so every page's eager code carries only this form (product page budget).
 */
export function HeaderSearch({ placeholder }: { placeholder?: string }) {
  const { t, href } = useSite();
  const input = useRef<HTMLInputElement>(null);
  const [suggestions, setSuggestions] = useState<{ Box: ComponentType<SearchSuggestionsProps> }>();
  const [aria, setAria] = useState<ComboboxAria>();
  const load = () => {
    if (!suggestions) void import('./search/search-suggestions.tsx').then((module) => module.ready).then((Box) => setSuggestions({ Box }));
  };
  return (
    <form role="search" className="header-search" action={href('search')} method="get">
      <label className="visually-hidden" htmlFor="header-search">{t('header.searchLabel')}</label>
      <input
        ref={input} id="header-search" className="header-search__input" type="search" name="q" autoComplete="off"
        role="combobox" aria-autocomplete="list" aria-controls="header-search-list" aria-expanded={false} {...aria}
        placeholder={placeholder || t('header.searchPlaceholder')} onFocus={load} onInput={load}
      />
      <button type="submit" className="header-search__submit">{t('header.searchButton')}</button>
      {suggestions ? <suggestions.Box input={input} onAria={setAria} /> : null}
    </form>
  );
}
