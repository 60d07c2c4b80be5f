interface CheckboxFieldProps {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An optional yes/no of an account form: the whole label is the control's name and its click target. */
export function CheckboxField({ name, label, checked, onChange }: CheckboxFieldProps) {
  return (
    <label className="account-form__check">
      <input type="checkbox" name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
