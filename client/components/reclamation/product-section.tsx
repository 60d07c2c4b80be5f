import { MAX_COMPLAINT_LENGTH } from '../../../shared/service/reclamation-schema.ts';
import { useSite } from '../../site-context.tsx';
import { CheckboxField } from '../account/checkbox-field.tsx';
import { NoteField } from '../desk/note-field.tsx';
import { TextField } from '../order/text-field.tsx';
import { FormSection } from './form-section.tsx';
import type { ReclamationFormState } from './use-reclamation-form.ts';

/**
 * core 3: the product (cat 3: manufacturer and model, size), whether it was
 * used, and what is wrong with it. cat 5: a size is required unless the
 * product has none, so ticking "no size" takes the size field away.
 */
export function ProductSection({ form }: { form: ReclamationFormState }) {
  const { t } = useSite();
  const label = (field: string) => t(`reclamation.fields.${field}`);
  const noSize = form.form.noSize.value === true;
  return (
    <>
      <FormSection id="product" title={t('reclamation.sections.product')}>
        <div className="reclamation-form__pair">
          <TextField {...form.textField('manufacturer')} label={label('manufacturer')} autoComplete="off" maxLength={100} />
          <TextField {...form.textField('model')} label={label('model')} autoComplete="off" maxLength={150} />
        </div>
        <div className="reclamation-form__pair">
          <TextField {...form.textField('color')} label={label('color')} required={false} autoComplete="off" maxLength={60} />
          {noSize ? null : <TextField {...form.textField('size')} label={label('size')} autoComplete="off" maxLength={30} />}
        </div>
        <CheckboxField name="noSize" label={label('noSize')} checked={noSize} onChange={(checked) => form.set('noSize', checked)} />
        <CheckboxField name="used" label={label('used')} checked={form.form.used.value === true} onChange={(checked) => form.set('used', checked)} />
      </FormSection>
      <FormSection id="fault" title={t('reclamation.sections.fault')}>
        <NoteField {...form.textField('complaint')} label={label('complaint')} hint={t('reclamation.hints.complaint')} rows={6} maxLength={MAX_COMPLAINT_LENGTH} />
      </FormSection>
    </>
  );
}
