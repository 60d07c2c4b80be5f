import type { Ref } from 'react';

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  /** The message to show, already translated; '' when the field is fine. */
  error: string;
  /** A rule to read with the field (the password's length), '' or absent for none. */
  hint?: string;
  autoComplete: string;
  type?: string;
  required?: boolean;
  maxLength?: number;
  /** A date field's latest day (YYYY-MM-DD). */
  max?: string;
  /** The keyboard a phone shows ('decimal' for a price). */
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email';
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** A labelled input whose message is tied to it (aria-describedby), so it is read with the field. */
export function TextField({ name, label, value, error, hint, autoComplete, type = 'text', required = true, maxLength, max, inputMode, inputRef, onChange, onBlur }: TextFieldProps) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required ? <span className="form-field__required" aria-hidden="true"> *</span> : null}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        className="form-field__input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        max={max}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {hint ? <p className="form-field__hint" id={hintId}>{hint}</p> : null}
      {error ? <p className="form-field__error" id={errorId}>{error}</p> : null}
    </div>
  );
}
