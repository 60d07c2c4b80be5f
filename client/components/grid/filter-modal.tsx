import { clearFilters } from '../../../shared/grid/grid-query.ts';
import { useModalDialog } from '../../hooks/use-modal-dialog.ts';
import type { FilterFacets, GridQuery, RangeChoice } from '../../../shared/types/grid.ts';
import { useSite } from '../../site-context.tsx';
import { CheckboxFilter, SwatchFilter } from './option-filters.tsx';
import { RangeFilter } from './range-filter.tsx';

interface FilterModalProps {
  open: boolean;
  onClose(): void;
  query: GridQuery;
  onChange(query: GridQuery): void;
  /** null while the whole list is still loading. */
  facets: FilterFacets | null;
  matching: number;
  total: number;
  currencyCode: string;
}

/**
 * The right-side filter sheet (cat 2): a native modal dialog (focus stays
 * inside, Esc closes), every filter of cat 5, and a footer with the matching
 * count out of the total.
 */
export function FilterModal({ open, onClose, query, onChange, facets, matching, total, currencyCode }: FilterModalProps) {
  const { t } = useSite();
  const dialog = useModalDialog(open);

  const setList = (key: 'manufacturer' | 'color' | 'store' | 'size' | 'group') => (values: string[]) => onChange({ ...query, [key]: values });
  const setProperty = (slug: string, value: RangeChoice | string[] | null) => {
    const properties = { ...query.properties };
    if (value === null || (Array.isArray(value) && value.length === 0)) delete properties[slug];
    else properties[slug] = value;
    onChange({ ...query, properties });
  };

  return (
    <dialog ref={dialog} className="filter-modal" aria-labelledby="filter-modal-title" onClose={onClose}
      onClick={(event) => { if (event.target === dialog.current) onClose(); }}>
      <div className="filter-modal__head">
        <h2 id="filter-modal-title">{t('grid.filters')}</h2>
        <button type="button" className="filter-modal__close" onClick={onClose} aria-label={t('grid.closeFilters')}>×</button>
      </div>
      <div className="filter-modal__body">
        {!facets ? <p role="status">{t('grid.loadingFilters')}</p> : (
          <>
            {facets.price ? (
              <RangeFilter id="filter-price" legend={t('grid.price')} unit={currencyCode.toUpperCase()} full={facets.price} value={query.price}
                onChange={(price) => onChange({ ...query, price })} />
            ) : null}
            <CheckboxFilter legend={t('grid.manufacturer')} options={facets.manufacturer} chosen={query.manufacturer} onChange={setList('manufacturer')} />
            <SwatchFilter legend={t('grid.colourFilter')} options={facets.color} chosen={query.color} onChange={setList('color')} />
            <CheckboxFilter legend={t('grid.store')} options={facets.store} chosen={query.store} onChange={setList('store')} />
            <CheckboxFilter legend={t('grid.size')} options={facets.size} chosen={query.size} onChange={setList('size')} />
            <CheckboxFilter legend={t('grid.subgroup')} options={facets.group} chosen={query.group} onChange={setList('group')} />
            {facets.properties.map((property) => (property.filter === 'range' ? (
              <RangeFilter key={property.slug} id={`filter-${property.slug}`} legend={property.name} unit={property.unit} full={property.range}
                value={(query.properties[property.slug] as RangeChoice | undefined) ?? null} onChange={(value) => setProperty(property.slug, value)} />
            ) : (
              <CheckboxFilter key={property.slug} legend={property.name} options={property.options}
                chosen={(query.properties[property.slug] as string[] | undefined) ?? []} onChange={(values) => setProperty(property.slug, values)} />
            )))}
          </>
        )}
      </div>
      <div className="filter-modal__foot">
        <button type="button" className="button button--secondary" onClick={() => onChange(clearFilters(query))}>{t('grid.clearFilters')}</button>
        <button type="button" className="button button--primary" onClick={onClose}>{t('grid.showMatching', { matching, total })}</button>
      </div>
    </dialog>
  );
}
