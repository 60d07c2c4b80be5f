import type { ReactNode } from 'react';
import type { SearchSuggestions, SuggestedLink, SuggestedProduct } from '../../../shared/search/types.ts';
import { useMoney } from '../../hooks/use-money.ts';
import { useSite } from '../../site-context.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';
import { LISTBOX_ID, optionId, type SuggestionGroup } from './suggestion-options.ts';

interface SuggestionsPopupProps {
  /** The visitor is typing in the box: the popup may show. */
  open: boolean;
  answer: SearchSuggestions | undefined;
  failed: boolean;
  /** The listbox is shown (the combobox is expanded). */
  expanded: boolean;
  active: number;
}

const GROUP_ORDER: SuggestionGroup[] = ['products', 'groups', 'brands'];

/**
 * The suggestions under the header's search box: cat 8's messages and the
 * listbox, its options grouped (products with image, brand and price; groups;
 * brands). Options are links out of the tab order: the input keeps focus and
 * names the active one (aria-activedescendant); a click follows the link.
 */
export function SuggestionsPopup({ open, answer, failed, expanded, active }: SuggestionsPopupProps) {
  const { t, localHref } = useSite();
  const money = useMoney();
  const message = failed ? t('search.failed') : answer?.approximate ? t('search.approximate', { query: answer.query }) : null;
  const empty = !failed && answer !== undefined && answer.query !== '' && answer.products.length + answer.groups.length + answer.brands.length === 0;
  const text = !open ? '' : message ?? (empty ? t('search.noSuggestions', { query: answer?.query ?? '' }) : '');
  let index = -1;
  const option = (entry: SuggestedLink, content: ReactNode) => {
    index += 1;
    return (
      <a key={entry.path} id={optionId(index)} role="option" aria-selected={index === active} tabIndex={-1}
        className={`search-suggestions__option${index === active ? ' search-suggestions__option--active' : ''}`} href={localHref(entry.path)}>
        {content}
      </a>
    );
  };
  const product = (entry: SuggestedProduct) => option(entry, (
    <>
      <span className="search-suggestions__image">
        <ResponsiveImage src={entry.image} alt="" width={48} height={48} sizes="48px" maxWidth={160} />
      </span>
      <span className="search-suggestions__text">
        <span className="search-suggestions__name">{entry.name}</span>
        <span className="search-suggestions__brand">{entry.manufacturer}</span>
      </span>
      <span className="search-suggestions__price">{entry.fromPrefix ? `${t('card.from')} ` : ''}{money(entry.price.active)}</span>
    </>
  ));
  const groups = answer ? GROUP_ORDER.filter((group) => answer[group].length > 0) : [];
  return (
    // A press on an option must not take focus from the input first (the popup would close before the click).
    <div className={`search-suggestions${text || expanded ? ' search-suggestions--open' : ''}`} onMouseDown={(event) => event.preventDefault()}>
      <p className="search-suggestions__message" role="status">{text}</p>
      {expanded && answer ? (
        <div id={LISTBOX_ID} role="listbox" aria-label={t('search.suggestions')} className="search-suggestions__list">
          {groups.map((group) => (
            <div key={group} role="group" aria-labelledby={`${LISTBOX_ID}-${group}`} className="search-suggestions__group">
              <div role="presentation" id={`${LISTBOX_ID}-${group}`} className="search-suggestions__heading">{t(`search.group.${group}`)}</div>
              {group === 'products' ? answer.products.map(product) : answer[group].map((entry) => option(entry, entry.name))}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
