import { useEffect, useState, type CSSProperties } from 'react';
import { clampRange, parseTypedNumber } from '../../../shared/grid/clamp-range.ts';
import { FILTER_DEBOUNCE_MS } from '../../../shared/grid/page-size.ts';
import type { RangeChoice } from '../../../shared/types/grid.ts';
import { useDebouncedCallback } from '../../hooks/use-debounced-callback.ts';
import { useSite } from '../../site-context.tsx';

interface RangeFilterProps {
  id: string;
  legend: string;
  unit: string;
  full: RangeChoice;
  value: RangeChoice | null;
  /** null: the whole range, the filter is removed (cat 4). */
  onChange(value: RangeChoice | null): void;
}

/**
 * A min-max filter (cat 5): sliders apply after a 300 ms pause, typed values
 * are clamped to the range when the field is left. The two sliders share one
 * track, each keeps its own label and keys.
 */
export function RangeFilter({ id, legend, unit, full, value, onChange }: RangeFilterProps) {
  const { t } = useSite();
  const current = value ?? full;
  const [typed, setTyped] = useState({ min: String(current.min), max: String(current.max) });
  const [slider, setSlider] = useState(current);
  useEffect(() => {
    setTyped({ min: String(current.min), max: String(current.max) });
    setSlider(current);
  }, [current.min, current.max]); // eslint-disable-line react-hooks/exhaustive-deps
  const applySlider = useDebouncedCallback((next: RangeChoice) => onChange(clampRange(next, full)), FILTER_DEBOUNCE_MS);

  const moveSlider = (next: RangeChoice) => {
    setSlider(next);
    setTyped({ min: String(next.min), max: String(next.max) });
    applySlider(next);
  };
  const commitTyped = () => {
    const min = parseTypedNumber(typed.min) ?? full.min;
    const max = parseTypedNumber(typed.max) ?? full.max;
    const clamped = clampRange({ min, max }, full);
    const shown = clamped ?? full;
    setTyped({ min: String(shown.min), max: String(shown.max) });
    setSlider(shown);
    onChange(clamped);
  };
  const suffix = unit ? ` (${unit})` : '';
  const step = Number.isInteger(full.min) && Number.isInteger(full.max) ? 1 : 0.1;
  const share = (number: number) => (full.max > full.min ? (number - full.min) / (full.max - full.min) : 0);
  // Where the thumbs meet, the one that can still move takes the pointer: the lower one near the top end.
  const lowerOnTop = share(slider.min) > 0.5;
  return (
    <fieldset className="filter-section filter-range">
      <legend>{legend}{suffix}</legend>
      <div className="filter-range__inputs">
        <label htmlFor={`${id}-min`}>{t('grid.rangeMin')}</label>
        <input id={`${id}-min`} inputMode="decimal" value={typed.min} onChange={(event) => setTyped({ ...typed, min: event.target.value })} onBlur={commitTyped}
          onKeyDown={(event) => { if (event.key === 'Enter') commitTyped(); }} />
        <label htmlFor={`${id}-max`}>{t('grid.rangeMax')}</label>
        <input id={`${id}-max`} inputMode="decimal" value={typed.max} onChange={(event) => setTyped({ ...typed, max: event.target.value })} onBlur={commitTyped}
          onKeyDown={(event) => { if (event.key === 'Enter') commitTyped(); }} />
      </div>
      {/* One track, two thumbs (issue 14): both native sliders lie on the same track, which highlights the chosen span. */}
      <div className={`filter-range__slider${lowerOnTop ? ' filter-range__slider--min-on-top' : ''}`}
        style={{ '--from': share(slider.min), '--to': share(slider.max) } as CSSProperties}>
        <input type="range" className="filter-range__thumb" min={full.min} max={full.max} step={step} value={slider.min} aria-label={`${legend}: ${t('grid.rangeMin')}`}
          onChange={(event) => moveSlider({ min: Math.min(Number(event.target.value), slider.max), max: slider.max })} />
        <input type="range" className="filter-range__thumb" min={full.min} max={full.max} step={step} value={slider.max} aria-label={`${legend}: ${t('grid.rangeMax')}`}
          onChange={(event) => moveSlider({ min: slider.min, max: Math.max(Number(event.target.value), slider.min) })} />
      </div>
    </fieldset>
  );
}
