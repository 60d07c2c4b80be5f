import { GIFT_CARD_STEP, MAX_GIFT_CARD_AMOUNT } from '../../../shared/checkout/checkout-core.ts';
import { FieldFrame, fieldIds } from '../order/field-frame.tsx';

interface AmountFieldProps { id: string; label: string; hint: string; value: string; error: string; onChange: (value: string) => void }

/** The card's face value in euro (cat 5: step 10, min 0, max 10,000), with its rule read as the hint. */
export function AmountField({ id, label, hint, value, error, onChange }: AmountFieldProps) {
  return (
    <FieldFrame id={id} label={label} required hint={hint} error={error}>
      <input
        id={id}
        name={id}
        className="form-field__input gift-card-form__amount"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_GIFT_CARD_AMOUNT}
        step={GIFT_CARD_STEP}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldIds(id, hint, error).describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
