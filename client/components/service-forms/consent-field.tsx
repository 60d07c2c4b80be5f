import type { Ref } from 'react';

interface ConsentFieldProps {
  name: string;
  /** The consent text itself: the box's label, read with it. */
  label: string;
  checked: boolean;
  /** The message to show, already translated; '' when the box is fine. */
  error: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (checked: boolean) => void;
}

/** A required box whose label is the whole text agreed to, and whose message is tied to it (aria-describedby). */
export function ConsentField({ name, label, checked, error, inputRef, onChange }: ConsentFieldProps) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="account-form__check" htmlFor={id}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error ? <p className="form-field__error" id={errorId}>{error}</p> : null}
    </div>
  );
}
