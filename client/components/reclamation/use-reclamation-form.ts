import { useRef, useState } from 'react';
import {
  emptyReclamation, orderNumberFor, RECLAMATION_FIELDS, reclamationSchema, type ReclamationField, type ReclamationForm, type ReclamationValues,
} from '../../../shared/service/reclamation-schema.ts';
import { SERVICE_FORM_MESSAGES } from '../../../shared/service/service-form-messages.ts';
import { validateInput } from '../../../shared/validation.ts';
import { useSite } from '../../site-context.tsx';

const toForm = (values: ReclamationValues): ReclamationForm =>
  Object.fromEntries(RECLAMATION_FIELDS.map((field) => [field, { value: values[field], error: '' }])) as ReclamationForm;

export const valuesOf = (form: ReclamationForm): ReclamationValues =>
  Object.fromEntries(RECLAMATION_FIELDS.map((field) => [field, form[field].value])) as unknown as ReclamationValues;

/** The schema's messages (dictionary keys) by field, the same the server would answer; none when the form may be sent. */
export function checkReclamation(values: ReclamationValues): Record<string, string> {
  const result = validateInput(reclamationSchema, values, { missing: SERVICE_FORM_MESSAGES.required, notAnObject: SERVICE_FORM_MESSAGES.invalid, topLevel: true });
  return result.ok ? {} : result.fields;
}

/**
 * The complaint form's state (core 3: each field a value plus an error, the
 * error being its message, '' when fine): a field changed clears its error,
 * errors show all at once with the first bad field focused, and a fill from
 * an order row writes only the fields it names. Nothing typed is ever reset
 * by a refusal or a failed send.
 */
export function useReclamationForm(mainStoreId: number | null) {
  const { t } = useSite();
  const [form, setForm] = useState<ReclamationForm>(() => toForm(emptyReclamation()));
  const controls = useRef(new Map<string, HTMLElement>());

  const set = <K extends ReclamationField>(field: K, value: ReclamationValues[K]) => {
    setForm((old) => ({ ...old, [field]: { value, error: '' } }));
  };

  /** core 5: 'S' sets the store to the main store (unless one is chosen) and an S before the order number; 'W' keeps the number. */
  const setChannel = (channel: 'W' | 'S') => {
    setForm((old) => ({
      ...old,
      salesChannel: { value: channel, error: '' },
      store: { value: channel === 'S' ? old.store.value || (mainStoreId === null ? '' : String(mainStoreId)) : '', error: '' },
      orderNumber: { value: channel === 'S' ? orderNumberFor('S', old.orderNumber.value) : old.orderNumber.value, error: old.orderNumber.error },
    }));
  };

  /** Writes the given values (an order row's), keeping the rest as typed. */
  const fill = (values: Partial<ReclamationValues>) => {
    setForm((old) => {
      const next = { ...old };
      for (const [field, value] of Object.entries(values) as Array<[ReclamationField, string | boolean]>) next[field] = { value, error: '' } as never;
      return next;
    });
  };

  /** Shows the messages (dictionary keys, or texts when `translated`), focusing the first bad field; true when there was one. */
  const showErrors = (found: Record<string, string>, translated = false): boolean => {
    setForm((old) => Object.fromEntries(RECLAMATION_FIELDS.map((field) => [field, {
      value: old[field].value, error: found[field] ? (translated ? found[field] : t(found[field])) : '',
    }])) as ReclamationForm);
    const first = RECLAMATION_FIELDS.find((field) => found[field]);
    if (first) controls.current.get(first)?.focus();
    return first !== undefined;
  };

  /** A ref for the control that takes the focus when its field is the first bad one. */
  const controlRef = (field: ReclamationField) => (element: HTMLElement | null) => {
    if (element) controls.current.set(field, element);
    else controls.current.delete(field);
  };

  /** The props of a TextField (or NoteField, SelectField) for a text field. */
  const textField = (field: ReclamationField) => ({
    name: field,
    value: String(form[field].value),
    error: form[field].error,
    inputRef: controlRef(field),
    onChange: (value: string) => set(field, value),
  });

  return { form, values: () => valuesOf(form), set, setChannel, fill, showErrors, controlRef, textField };
}

export type ReclamationFormState = ReturnType<typeof useReclamationForm>;
