import { useSite } from '../../site-context.tsx';

export interface DeskFilterOption { value: string; text: string }

interface DeskFilterProps {
  /** The query parameter it sets (status, store ...): also the control's id and name. */
  name: string;
  label: string;
  /** '' for "all". */
  value: string;
  options: readonly DeskFilterOption[];
  /** The text of the first option, which filters nothing ('' value); desk.filterAll unless told. */
  allText?: string;
  onChange: (value: string) => void;
}

/**
 * One filter of a staff list (issue 16 items 3 and 5): a labelled select
 * whose first option shows everything. The list keeps its filters in the
 * URL's query, so a filtered list can be bookmarked.
 */
export function DeskFilter({ name, label, value, options, allText, onChange }: DeskFilterProps) {
  const { t } = useSite();
  const id = `desk-filter-${name}`;
  return (
    <div className="desk-filter">
      <label className="desk-filter__label" htmlFor={id}>{label}</label>
      <select id={id} name={name} className="desk-filter__select" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allText ?? t('desk.filterAll')}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.text}</option>)}
      </select>
    </div>
  );
}
