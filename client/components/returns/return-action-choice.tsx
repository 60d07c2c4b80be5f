import type { ReturnAction } from '../../../shared/service/return-schema.ts';
import { useSite } from '../../site-context.tsx';

interface ReturnActionChoiceProps {
  position: number;
  value: ReturnAction;
  /** No other size or colour to be had: only a return is possible, and the hint says why. */
  canExchange: boolean;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (action: ReturnAction) => void;
}

/** Return for a refund, or exchange for another size or colour of the same product (cat 5): two radios in a group. */
export function ReturnActionChoice({ position, value, canExchange, inputRef, onChange }: ReturnActionChoiceProps) {
  const { t } = useSite();
  const name = `row-${position}-action`;
  const hintId = `${name}-hint`;
  return (
    <fieldset className="return-row__choice" aria-describedby={canExchange ? undefined : hintId}>
      <legend className="form-field__label">{t('returns.form.action')}</legend>
      <label className="return-row__option">
        <input ref={inputRef} type="radio" name={name} value="return" checked={value === 'return'} onChange={() => onChange('return')} />
        {t('returns.form.actionReturn')}
      </label>
      <label className="return-row__option">
        <input type="radio" name={name} value="exchange" checked={value === 'exchange'} disabled={!canExchange} onChange={() => onChange('exchange')} />
        {t('returns.form.actionExchange')}
      </label>
      {canExchange ? null : <p className="form-field__hint" id={hintId}>{t('returns.form.noExchange')}</p>}
    </fieldset>
  );
}
