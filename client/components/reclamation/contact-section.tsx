import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from '../../../shared/service/contact-fields.ts';
import { useSite } from '../../site-context.tsx';
import { TextField } from '../order/text-field.tsx';
import { FormSection } from './form-section.tsx';
import type { ReclamationFormState } from './use-reclamation-form.ts';

/** core 3: who complains and where to reach them (cat 5: the name is required). */
export function ContactSection({ form }: { form: ReclamationFormState }) {
  const { t } = useSite();
  const label = (field: string) => t(`reclamation.fields.${field}`);
  return (
    <FormSection id="contact" title={t('reclamation.sections.contact')}>
      <TextField {...form.textField('customerName')} label={label('customerName')} autoComplete="name" maxLength={MAX_NAME_LENGTH} />
      <TextField {...form.textField('email')} label={label('email')} type="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} />
      <TextField {...form.textField('phone')} label={label('phone')} type="tel" autoComplete="tel" maxLength={MAX_PHONE_LENGTH} />
      <TextField {...form.textField('address')} label={label('address')} autoComplete="street-address" maxLength={150} />
      <div className="reclamation-form__pair">
        <TextField {...form.textField('postNumber')} label={label('postNumber')} autoComplete="postal-code" maxLength={12} />
        <TextField {...form.textField('city')} label={label('city')} autoComplete="address-level2" maxLength={80} />
      </div>
    </FormSection>
  );
}
