import { useEffect, useState } from 'react';
import { TEXT_FILTER_DEBOUNCE_MS } from '../../../shared/grid/page-size.ts';
import { GRID_SORTS, type GridSort } from '../../../shared/types/grid.ts';
import { useDebouncedCallback } from '../../hooks/use-debounced-callback.ts';
import { useSite } from '../../site-context.tsx';
import type { CardSize } from './card-size.ts';

interface GridToolbarProps {
  /** The sorts offered; GRID_SORTS when left out. */
  sorts?: readonly GridSort[];
  sort: GridSort;
  onSort(sort: GridSort): void;
  text: string;
  onText(text: string): void;
  cardSize: CardSize;
  onCardSize(size: CardSize): void;
  matching: number;
  total: number;
  onOpenFilters(): void;
  /** The whole list is not here yet: filtering waits for it. */
  busy: boolean;
}

/** Sort, text filter, card size and the Filter button [filtered / total] (cat 2 product grid). */
/** A sort's label: the search grid's best-match sorts are named in the search texts, which its page loads (decision 033). */
const sortLabelKey = (sort: GridSort) => (sort === 'relevance' || sort === 'textMatch' ? 'search.sortBestMatch' : `grid.sort.${sort}`);

export function GridToolbar({ sorts = GRID_SORTS, sort, onSort, text, onText, cardSize, onCardSize, matching, total, onOpenFilters, busy }: GridToolbarProps) {
  const { t } = useSite();
  const [typed, setTyped] = useState(text);
  // The URL's value comes back trimmed: a space still being typed stays in the field.
  useEffect(() => setTyped((current) => (current.trim() === text ? current : text)), [text]);
  const applyText = useDebouncedCallback(onText, TEXT_FILTER_DEBOUNCE_MS);
  return (
    <div className="grid-toolbar" aria-busy={busy}>
      <div className="grid-toolbar__search">
        <label htmlFor="grid-text-filter">{t('grid.textFilter')}</label>
        <input
          id="grid-text-filter" type="search" value={typed} maxLength={100} autoComplete="off"
          onChange={(event) => { setTyped(event.target.value); applyText(event.target.value.trim()); }}
        />
      </div>
      <div className="grid-toolbar__sort">
        <label htmlFor="grid-sort">{t('grid.sortLabel')}</label>
        <select id="grid-sort" value={sort} onChange={(event) => onSort(event.target.value as GridSort)}>
          {sorts.map((option) => <option key={option} value={option}>{t(sortLabelKey(option))}</option>)}
        </select>
      </div>
      <div className="grid-toolbar__size" role="group" aria-label={t('grid.cardSize')}>
        {(['default', 'extended'] as const).map((size) => (
          <button key={size} type="button" aria-pressed={cardSize === size} onClick={() => onCardSize(size)}>
            {t(size === 'default' ? 'grid.largeCards' : 'grid.smallCards')}
          </button>
        ))}
      </div>
      <button type="button" className="grid-toolbar__filter" aria-haspopup="dialog" onClick={onOpenFilters}>
        {t('grid.filter')} <span className="grid-toolbar__count">[{matching} / {total}]</span>
      </button>
    </div>
  );
}
