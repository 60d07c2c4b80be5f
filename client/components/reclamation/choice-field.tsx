import type { Ref } from 'react';

interface ChoiceFieldProps {
  name: string;
  legend: string;
  value: string;
  options: ReadonlyArray<{ value: string; text: string }>;
  /** The message to show, already translated; '' when the field is fine. */
  error: string;
  required?: boolean;
  /** The first option takes the focus when the field is the first bad one. */
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}

/** One choice of a few as radio buttons in a fieldset, its message tied to every option (aria-describedby). */
export function ChoiceField({ name, legend, value, options, error, required = true, inputRef, onChange }: ChoiceFieldProps) {
  const errorId = `field-${name}-error`;
  return (
    <fieldset className={error ? 'form-field form-field--invalid choice-field' : 'form-field choice-field'}>
      <legend className="form-field__label">
        {legend}
        {required ? <span className="form-field__required" aria-hidden="true"> *</span> : null}
      </legend>
      <div className="choice-field__options">
        {options.map((option, index) => (
          <label key={option.value} className="choice-field__option">
            <input
              ref={index === 0 ? inputRef : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={() => onChange(option.value)}
            />
            <span>{option.text}</span>
          </label>
        ))}
      </div>
      {error ? <p className="form-field__error" id={errorId}>{error}</p> : null}
    </fieldset>
  );
}
