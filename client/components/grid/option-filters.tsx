import { useState, type ReactNode } from 'react';
import { SWATCH_HEX, isSwatchColour } from '../../../shared/colour-swatches.ts';
import type { FilterOption } from '../../../shared/types/grid.ts';
import { useSite } from '../../site-context.tsx';

/** Long option lists (80 brands) show this many until "Show all". */
const COLLAPSED_OPTIONS = 8;

interface OptionFilterProps {
  legend: string;
  options: FilterOption[];
  chosen: string[];
  onChange(values: string[]): void;
}

const toggled = (chosen: string[], value: string) => (chosen.includes(value) ? chosen.filter((entry) => entry !== value) : [...chosen, value]);

/** A checkbox list; a product matches any checked value (cat 5). */
export function CheckboxFilter({ legend, options, chosen, onChange }: OptionFilterProps) {
  const { t } = useSite();
  const [expanded, setExpanded] = useState(false);
  if (options.length === 0) return null;
  // Checked values stay visible when the list is collapsed.
  const shown = expanded ? options : options.filter((option, index) => index < COLLAPSED_OPTIONS || chosen.includes(option.value));
  const more = options.length > COLLAPSED_OPTIONS ? (
    <button type="button" className="filter-section__more" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
      {t(expanded ? 'grid.showFewer' : 'grid.showAll', { count: options.length })}
    </button>
  ) : null;
  return (
    <OptionList legend={legend} listClass="filter-checkbox-list" options={shown} after={more}>
      {(option) => (
        <label>
          <input type="checkbox" checked={chosen.includes(option.value)} onChange={() => onChange(toggled(chosen, option.value))} />
          {option.label} <span className="filter-count">({option.count})</span>
        </label>
      )}
    </OptionList>
  );
}

/** The colour filter's swatches (cat 9 set): checkboxes drawn as colour dots, checked ones get a tick. */
export function SwatchFilter({ legend, options, chosen, onChange }: OptionFilterProps) {
  const { t } = useSite();
  if (options.length === 0) return null;
  return (
    <OptionList legend={legend} listClass="filter-swatches" options={options}>
      {(option) => (
        <label className="filter-swatch">
          <input type="checkbox" className="filter-swatch__input" checked={chosen.includes(option.value)} onChange={() => onChange(toggled(chosen, option.value))} />
          <span className="filter-swatch__dot" aria-hidden="true" style={{ background: isSwatchColour(option.value) ? SWATCH_HEX[option.value] : undefined }} />
          <span className="filter-swatch__name">{t(`grid.colour.${option.value}`)} ({option.count})</span>
        </label>
      )}
    </OptionList>
  );
}

/** A filter's fieldset: its legend and one list item per option. */
function OptionList({ legend, listClass, options, after, children }: {
  legend: string; listClass: string; options: FilterOption[]; after?: ReactNode; children(option: FilterOption): ReactNode;
}) {
  return (
    <fieldset className="filter-section">
      <legend>{legend}</legend>
      <ul className={listClass}>
        {options.map((option) => <li key={option.value}>{children(option)}</li>)}
      </ul>
      {after}
    </fieldset>
  );
}
