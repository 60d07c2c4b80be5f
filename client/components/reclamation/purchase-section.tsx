import type { ReclamationStore } from '../../../shared/types/reclamation.ts';
import { useSite } from '../../site-context.tsx';
import { SelectField } from '../account/select-field.tsx';
import { TextField } from '../order/text-field.tsx';
import { ChoiceField } from './choice-field.tsx';
import { FormSection } from './form-section.tsx';
import type { ReclamationFormState } from './use-reclamation-form.ts';

/** The shop's calendar day, so the date picker offers no day after today. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * core 3: where and when the product was bought, for how much, and where it
 * goes back (cat 3: place of purchase, place of return, the optional order
 * number, the receipt). core 5: a store purchase (S) names the store, the
 * main store until another is chosen, and its number carries an S.
 */
export function PurchaseSection({ form, stores }: { form: ReclamationFormState; stores: readonly ReclamationStore[] }) {
  const { t } = useSite();
  const label = (field: string) => t(`reclamation.fields.${field}`);
  const channel = String(form.form.salesChannel.value);
  const retail = stores.filter((store) => store.type === 'retail');
  const chooseStore = { value: '', text: t('reclamation.chooseStore') };
  const targets = [chooseStore, ...stores.map((store) => ({ value: String(store.id), text: store.type === 'web' ? t('reclamation.targetByPost') : store.name }))];
  const select = (field: 'store' | 'targetStore') => {
    const { inputRef, ...props } = form.textField(field);
    return { ...props, selectRef: inputRef };
  };
  return (
    <FormSection id="purchase" title={t('reclamation.sections.purchase')}>
      <ChoiceField
        name="salesChannel"
        legend={label('salesChannel')}
        value={channel}
        options={(['W', 'S'] as const).map((value) => ({ value, text: t(`reclamation.channels.${value}`) }))}
        error={form.form.salesChannel.error}
        inputRef={form.controlRef('salesChannel')}
        onChange={(value) => form.setChannel(value === 'S' ? 'S' : 'W')}
      />
      {channel === 'S'
        ? <SelectField {...select('store')} label={label('store')} options={[chooseStore, ...retail.map((store) => ({ value: String(store.id), text: store.name }))]} />
        : null}
      <div className="reclamation-form__pair">
        <TextField {...form.textField('orderNumber')} label={label('orderNumber')} required={false} autoComplete="off" maxLength={32}
          hint={t(channel === 'S' ? 'reclamation.hints.orderNumberStore' : 'reclamation.hints.orderNumber')} />
        <TextField {...form.textField('receipt')} label={label('receipt')} required={false} autoComplete="off" maxLength={40} />
      </div>
      <div className="reclamation-form__pair">
        <TextField {...form.textField('timeOfPurchase')} label={label('timeOfPurchase')} type="date" autoComplete="off" max={today()} />
        <TextField {...form.textField('price')} label={label('price')} autoComplete="off" inputMode="decimal" maxLength={10} hint={t('reclamation.hints.price')} />
      </div>
      <SelectField {...select('targetStore')} label={label('targetStore')} options={targets} hint={t('reclamation.hints.targetStore')} />
    </FormSection>
  );
}
