import type { Ref } from 'react';

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; text: string; lang?: string }>;
  /** The message to show, already translated; '' when the field is fine. */
  error: string;
  /** A line read with the field, '' or absent for none. */
  hint?: string;
  selectRef?: Ref<HTMLSelectElement>;
  onChange: (value: string) => void;
}

/** A labelled choice whose message is tied to it (aria-describedby), like TextField. */
export function SelectField({ name, label, value, options, error, hint, selectRef, onChange }: SelectFieldProps) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>{label}</label>
      <select
        ref={selectRef}
        id={id}
        name={name}
        className="form-field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => <option key={option.value} value={option.value} lang={option.lang}>{option.text}</option>)}
      </select>
      {hint ? <p className="form-field__hint" id={hintId}>{hint}</p> : null}
      {error ? <p className="form-field__error" id={errorId}>{error}</p> : null}
    </div>
  );
}
