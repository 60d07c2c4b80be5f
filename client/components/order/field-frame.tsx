import type { ReactNode } from 'react';

/** The ids of a field and of its hint and message, and what the control's aria-describedby names. */
export function fieldIds(id: string, hint: string | undefined, error: string) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return { errorId, hintId, describedBy: [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined };
}

interface FieldFrameProps {
  id: string;
  label: string;
  required: boolean;
  hint?: string;
  error: string;
  /** The control (input, textarea) with `id` and the ids' aria-describedby. */
  children: ReactNode;
}

/** The label, the required mark, the hint and the message around one form control: one markup for every text field of the shop. */
export function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  const { errorId, hintId } = fieldIds(id, hint, error);
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required ? <span className="form-field__required" aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? <p className="form-field__hint" id={hintId}>{hint}</p> : null}
      {error ? <p className="form-field__error" id={errorId}>{error}</p> : null}
    </div>
  );
}
