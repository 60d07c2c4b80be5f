import { RETURN_REASONS } from '../../../shared/service/service-form-messages.ts';
import type { ReturnFormRow } from '../../../shared/types/returns.ts';
import { useSite } from '../../site-context.tsx';
import { SelectField } from '../account/select-field.tsx';
import { TextField } from '../order/text-field.tsx';
import { ReturnActionChoice } from './return-action-choice.tsx';
import { fieldKey, type RowField, type RowState } from './return-form-state.ts';
import { MAX_TRACKING_CODE_LENGTH } from '../../../shared/service/return-schema.ts';

interface ReturnRowFieldsProps {
  row: ReturnFormRow;
  state: RowState;
  errors: Record<string, string>;
  abroad: boolean;
  onChange: (patch: Partial<RowState>) => void;
  fieldRef: (field: string) => (element: HTMLInputElement | HTMLSelectElement | null) => void;
}

/**
 * One order row of the return form (issue 16 item 1): how many to return,
 * and for those the reason (cat 5: one must be selected), return or
 * exchange, the replacement's size or colour (cat 5: one must be selected),
 * and the parcel's tracking code for a return from abroad (cat 3).
 */
export function ReturnRowFields({ row, state, errors, abroad, onChange, fieldRef }: ReturnRowFieldsProps) {
  const { t } = useSite();
  const name = (field: RowField) => `row-${row.position}-${field}`;
  const error = (field: RowField) => errors[fieldKey(row.position, field)] ?? '';
  const ref = (field: RowField) => fieldRef(fieldKey(row.position, field));
  const amounts = Array.from({ length: row.returnable + 1 }, (_, amount) => ({ value: String(amount), text: amount === 0 ? t('returns.form.none') : String(amount) }));
  const canExchange = row.exchange_options.length > 0;

  return (
    <fieldset className="return-row">
      <legend className="return-row__name">{row.name}</legend>
      <div className="return-row__product">
        {row.image ? <img className="return-row__image" src={row.image} alt="" width="64" height="64" loading="lazy" /> : null}
        <p className="return-row__facts">
          {row.variant_text ? <span>{row.variant_text}</span> : null}
          <span>{row.unit_price_text}</span>
          <span>{t('returns.form.ordered', { amount: row.ordered })}</span>
          <span>{row.returnable === 0 ? t('returns.form.allDone') : t('returns.form.returnable', { amount: row.returnable })}</span>
        </p>
      </div>
      {row.returnable === 0 ? null : (
        <div className="return-row__fields">
          <SelectField name={name('amount')} label={t('returns.form.amount')} value={String(state.amount)} options={amounts} error={error('amount')}
            selectRef={ref('amount')} onChange={(value) => onChange({ amount: Number(value) })} />
          {state.amount > 0 ? (
            <>
              <SelectField name={name('reason')} label={t('returns.form.reason')} value={state.reason} error={error('reason')} selectRef={ref('reason')}
                options={[{ value: '', text: t('returns.form.chooseReason') }, ...RETURN_REASONS.map((reason) => ({ value: reason, text: t(`serviceForm.reasons.${reason}`) }))]}
                onChange={(reason) => onChange({ reason })} />
              <ReturnActionChoice position={row.position} value={state.action} canExchange={canExchange} inputRef={ref('action')}
                onChange={(action) => onChange({ action })} />
              {state.action === 'exchange' ? (
                <SelectField name={name('exchange_variant_id')} label={t('returns.form.exchangeTo')} value={state.exchangeVariantId} error={error('exchange_variant_id')}
                  selectRef={ref('exchange_variant_id')}
                  options={[{ value: '', text: t('returns.form.chooseVariant') }, ...row.exchange_options.map((option) => ({ value: String(option.variant_id), text: option.text }))]}
                  onChange={(exchangeVariantId) => onChange({ exchangeVariantId })} />
              ) : null}
              {abroad ? (
                <TextField name={name('tracking_code')} label={t('returns.form.trackingCode')} hint={t('returns.form.trackingHint')} value={state.trackingCode}
                  error={error('tracking_code')} autoComplete="off" required={false} maxLength={MAX_TRACKING_CODE_LENGTH} inputRef={ref('tracking_code')}
                  onChange={(trackingCode) => onChange({ trackingCode })} />
              ) : null}
            </>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}
