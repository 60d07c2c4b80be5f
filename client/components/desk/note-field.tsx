import type { Ref } from 'react';
import { FieldFrame, fieldIds } from '../order/field-frame.tsx';

interface NoteFieldProps {
  name: string;
  label: string;
  value: string;
  /** The message to show, already translated; '' when the field is fine. */
  error: string;
  /** A line read with the field (who will see the text), '' or absent for none. */
  hint?: string;
  required?: boolean;
  maxLength?: number;
  rows?: number;
  /** The form's id prefix, so two forms of a page with the same field name stay apart. */
  idPrefix?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
  onChange: (value: string) => void;
}

/** A labelled text area whose hint and message are tied to it (aria-describedby), as TextField is for one line. */
export function NoteField({ name, label, value, error, hint, required = true, maxLength, rows = 4, idPrefix = 'field', inputRef, onChange }: NoteFieldProps) {
  const id = `${idPrefix}-${name}`;
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        ref={inputRef}
        id={id}
        name={name}
        className="form-field__input form-field__textarea"
        value={value}
        rows={rows}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldIds(id, hint, error).describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
