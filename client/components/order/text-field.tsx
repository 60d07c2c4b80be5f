import type { Ref } from 'react';
import { FieldFrame, fieldIds } from './field-frame.tsx';

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
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
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
        aria-describedby={fieldIds(id, hint, error).describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
