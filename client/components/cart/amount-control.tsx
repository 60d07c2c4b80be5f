import { useState } from 'react';
import { clampAmount } from '../../../shared/checkout/cart-display.ts';
import { useSite } from '../../site-context.tsx';

interface AmountControlProps {
  value: number;
  /** Largest amount (the row's orderable quantity, or the cart's bound when on order). */
  max: number;
  /** The product's name, for the controls' labels. */
  label: string;
  disabled?: boolean;
  onChange(amount: number): void;
}

/**
 * − / input / + for a row's amount (core 5 number input: clamped to 1..max,
 * step 1, only numbers). Typing is free; the amount is applied on blur or Enter.
 */
export function AmountControl({ value, max, label, disabled = false, onChange }: AmountControlProps) {
  const { t } = useSite();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const commit = (raw: number | string) => {
    const next = clampAmount(raw, { on_order: false, max_amount: max }, value);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div className="amount-control">
      <button type="button" className="amount-control__step" aria-label={t('cartPage.decrease', { name: label })}
        disabled={disabled || value <= 1} onClick={() => commit(value - 1)}>−</button>
      <input className="amount-control__input" type="number" inputMode="numeric" min={1} max={max} step={1} value={text}
        aria-label={t('cartPage.amount', { name: label })} disabled={disabled}
        onChange={(event) => setText(event.target.value)} onBlur={() => commit(text)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(text);
          }
        }} />
      <button type="button" className="amount-control__step" aria-label={t('cartPage.increase', { name: label })}
        disabled={disabled || value >= max} onClick={() => commit(value + 1)}>+</button>
    </div>
  );
}
